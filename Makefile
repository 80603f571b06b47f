# danshu — build, run, test and install. `make run` and `make test` do all set-up.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
RELEASE_BIN := .build/release/danshu
DEBUG_BIN := .build/debug/danshu

.PHONY: all deps build run test bench bench-journal bench-ui bench-status install uninstall clean fuzz fuzz-build sanitize sanitize-address sanitize-thread

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

# libFuzzer on the journal reader: every DanshuCore source and fuzz/FuzzJournalReader.swift in one module, with
# AddressSanitizer. New inputs go to .build/fuzz/corpus (fuzz/corpus holds the committed seeds); a crash or
# hang is written to .build/fuzz/ as crash-… or timeout-…, for Tests/DanshuCoreTests/Fixtures/fuzz-regressions/.
FUZZ_SECONDS ?= 60
FUZZ_BIN := .build/fuzz/danshu-fuzz
FUZZ_SOURCES := fuzz/FuzzJournalReader.swift $(shell find Sources/DanshuCore -name '*.swift' | LC_ALL=C sort)

fuzz: $(FUZZ_BIN)
	mkdir -p .build/fuzz/corpus
	$(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -timeout=1 -rss_limit_mb=2048 -dict=fuzz/journal.dict \
	  -print_final_stats=1 -artifact_prefix=.build/fuzz/ .build/fuzz/corpus fuzz/corpus

fuzz-build: $(FUZZ_BIN)

$(FUZZ_BIN): $(FUZZ_SOURCES)
	mkdir -p .build/fuzz
	swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -use-ld=lld -module-name DanshuFuzz \
	  $(FUZZ_SOURCES) -lm -o $@

# The whole test suite under AddressSanitizer, then ThreadSanitizer, each in its own build folder.
# Tests that cannot run under a sanitizer are listed, with the reason, in README.md ("Guarantees").
sanitize: deps
	@status=0; \
	$(MAKE) --no-print-directory sanitize-address || status=1; \
	$(MAKE) --no-print-directory sanitize-thread || status=1; \
	exit $$status

sanitize-address: deps
	$(SWIFT) build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address
	DANSHU_SANITIZER=address LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0" \
	  DANSHU_BIN="$(CURDIR)/.build/asan/debug/danshu" $(SWIFT) test --skip-build --scratch-path .build/asan

sanitize-thread: deps
	$(SWIFT) build --build-tests --scratch-path .build/tsan -Xswiftc -sanitize=thread
	DANSHU_SANITIZER=thread DANSHU_BIN="$(CURDIR)/.build/tsan/debug/danshu" $(SWIFT) test --skip-build --scratch-path .build/tsan

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/danshu"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/danshu"

clean:
	rm -rf .build
