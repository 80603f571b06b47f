# danshu — build, run, test and install. `make run` and `make test` do all set-up.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
RELEASE_BIN := .build/release/danshu
DEBUG_BIN := .build/debug/danshu

STORM_KEYS ?= 100000

.PHONY: all deps build run test storm bench bench-journal bench-ui bench-status install uninstall clean

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
	$(MAKE) --no-print-directory storm

# The full key storm: STORM_KEYS random keys, clicks and resizes (1x1 to 300x100) through keymap, reducer
# and screen with every invariant checked after each. Release build: a debug build draws too slowly.
storm: deps
	$(SWIFT) build -c release --product danshu-storm
	.build/release/danshu-storm $(STORM_KEYS)

# Every speed figure of the project against its target (release builds). Runs all parts and
# exits 1 when any target is missed.
bench: build
	@status=0; \
	$(MAKE) --no-print-directory bench-journal || status=1; \
	$(MAKE) --no-print-directory bench-ui || status=1; \
	$(MAKE) --no-print-directory bench-status || status=1; \
	exit $$status

# Journal load and save at 10 and 50 years beside a bare write+fsync+rename.
bench-journal:
	$(SWIFT) build -c release --product danshu-bench && .build/release/danshu-bench

# The terminal part of `make bench`: danshu's first frame, bytes per arrow key and chip key to disk in an
# 80x24 pty, beside calcurse's. calcurse is only for comparison: installed when root has apt-get, else skipped.
bench-ui: build
	@if command -v calcurse >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "bench-ui: calcurse is missing; installing it for the comparison: apt-get install -y calcurse"; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y calcurse >/dev/null 2>&1 \
	    || { echo "bench-ui: apt-get update"; DEBIAN_FRONTEND=noninteractive apt-get update >/dev/null 2>&1; \
	         DEBIAN_FRONTEND=noninteractive apt-get install -y calcurse >/dev/null 2>&1; } \
	    || echo "bench-ui: could not install calcurse; the comparison will be n/a"; \
	else \
	  echo "bench-ui: calcurse is missing (and this is not root with apt-get); the comparison will be n/a"; \
	fi
	python3 bench/ui_bench.py --bin $(RELEASE_BIN)

# `danshu status` on a 10-year journal, the whole process, beside `true` and `date`.
bench-status: build
	python3 bench/status_bench.py --bin $(RELEASE_BIN)

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/danshu"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/danshu"

clean:
	rm -rf .build
