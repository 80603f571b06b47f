# danshu — build, run, test and install. `make run` and `make test` do all set-up.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
RELEASE_BIN := .build/release/danshu
DEBUG_BIN := .build/debug/danshu
# `make install BIN=path` installs a binary built elsewhere and skips the release build.
BIN ?=

STORM_KEYS ?= 100000

.PHONY: all deps test-deps build run test lint format storm stress demo readme-screen link-order bench bench-journal bench-ui bench-status install uninstall deb clean \
	fuzz fuzz-build sanitize sanitize-address sanitize-thread

all: build

# What building and running need (the ncurses headers, pkg-config); the tests' tools come with `make test`.
deps:
	@./scripts/ensure-deps.sh build

test-deps:
	@./scripts/ensure-deps.sh test

# The Swift runtime is linked in: the binary runs without the toolchain's libraries, and `danshu status`
# starts about 3 ms sooner (no dynamic linking of the Swift libraries). No $ORIGIN run path (nothing is
# loaded from beside the binary; the dynamic loader looked for ncurses in 40 folders there at every start),
# and relative relocations packed (DT_RELR: 5 KB read at start instead of 620 KB) where glibc runs them (2.36).
RELR := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
RELEASE_LINK := --disable-local-rpath $(if $(RELR),-Xlinker -z -Xlinker pack-relative-relocs)

build: deps
	$(SWIFT) build -c release --product danshu --static-swift-stdlib $(RELEASE_LINK)

run: build
	$(RELEASE_BIN)

# Unit, journal, command and end-to-end tests; the end-to-end tests run the debug binary.
test: test-deps lint
	$(SWIFT) build --build-tests
	DANSHU_BIN="$(CURDIR)/$(DEBUG_BIN)" ./scripts/run-tests.sh
	$(MAKE) --no-print-directory storm

# The house's formatting (.swift-format: 4 spaces, lines of 120): `make lint` checks every Swift file as `make test`
# and CI do, `make format` rewrites them in place.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Tools Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Tools Package.swift

# The real binary under stress, with figures against targets (deps: pyte, from `make deps`): 200 resizes at random moments (typing, a paste, a
# save, a form, the confetti) with two busy processes beside it, each drawn at its new size within 100 ms.
# Then 200 rounds of another program replacing the journal 0-60 ms after a save, beside the same load: nothing lost.
# Then 200 seeded rounds of another program's versions around a save and the app's end (q, SIGTERM, a hang-up, an
# older version, a rewrite in place, a deleted journal) at random moments: nothing lost (the seed is printed on a loss;
# STRESS_SEED=S repeats a run).
stress: test-deps build
	python3 Tests/EndToEndTests/Support/resize_stress.py --bin $(RELEASE_BIN) --resizes 200 --load 2 --target-ms 100
	python3 Tests/EndToEndTests/Support/sync_race.py --bin $(RELEASE_BIN) --rounds 200 --load 2
	python3 Tests/EndToEndTests/Support/nothing_lost.py --bin $(RELEASE_BIN) --rounds 200 --load 2 $(if $(STRESS_SEED),--seed $(STRESS_SEED))

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

# The terminal part of `make bench`: danshu's first frame, bytes per arrow key (today and yesterday, and a walk of
# 10 days back), chip keys to disk (the first of a run apart) and peak RSS (beside a bare Swift + ncurses program) in an
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

# `danshu status` on journals of 10 and 50 years, the whole process, against a static Swift program that only
# prints "hi" (bench/hi.swift, built by the bench with swiftc): within 1 ms of it at 10 years, 3 ms at 50, 1 ms at 10
# years with every gram spelled `20.0`; and `danshu check` within 2 ms of it at 10 years.
bench-status: build
	python3 bench/status_bench.py --bin $(RELEASE_BIN)

# A year of generated data (scripts/demo-journal.py) in a fresh temporary folder, never your journal,
# with the real today: the app starts on it. The folder is left for you to look at or remove.
demo: build
	@dir=$$(mktemp -d "$${TMPDIR:-/tmp}/danshu-demo.XXXXXX") && \
	python3 scripts/demo-journal.py "$$dir/journal.json" && \
	echo "danshu demo: a generated year in $$dir/journal.json (your own journal is not touched)" && \
	env -u DANSHU_TODAY -u DANSHU_FILE $(RELEASE_BIN) --file "$$dir/journal.json"; \
	status=$$?; echo "danshu demo: the journal is still in $$dir (rm -r $$dir removes it)"; exit $$status

# The screen in README.md between the screen markers, captured from the debug binary in tmux
# (scripts/readme-screen.py). ReadmeScreenTests fails when README.md is stale.
readme-screen: test-deps
	$(SWIFT) build --product danshu
	python3 scripts/readme-screen.py --bin $(DEBUG_BIN) --write README.md

# The binary, the manual page and the bash, zsh and fish completions; uninstall removes exactly these.
MAN_PAGE := share/man/man1/danshu.1
BASH_COMPLETION := share/bash-completion/completions/danshu
ZSH_COMPLETION := share/zsh/site-functions/_danshu
FISH_COMPLETION := share/fish/vendor_completions.d/danshu.fish
INSTALLED := bin/danshu $(MAN_PAGE) $(BASH_COMPLETION) $(ZSH_COMPLETION) $(FISH_COMPLETION)

install: $(if $(BIN),,build)
	install -d $(foreach file,$(INSTALLED),"$(dir $(DESTDIR)$(PREFIX)/$(file))")
	install -m 0755 "$(or $(BIN),$(RELEASE_BIN))" "$(DESTDIR)$(PREFIX)/bin/danshu"
	install -m 0644 docs/danshu.1 "$(DESTDIR)$(PREFIX)/$(MAN_PAGE)"
	install -m 0644 completions/danshu.bash "$(DESTDIR)$(PREFIX)/$(BASH_COMPLETION)"
	install -m 0644 completions/_danshu "$(DESTDIR)$(PREFIX)/$(ZSH_COMPLETION)"
	install -m 0644 completions/danshu.fish "$(DESTDIR)$(PREFIX)/$(FISH_COMPLETION)"

# A Debian package, $(DEB_DIR)/danshu_VERSION_ARCH.deb (scripts/make-deb.sh): the release binary, the manual page,
# the completions, README.md, the copyright file and the reminder units; Depends from dpkg-shlibdeps. Install it
# with `sudo apt install ./.build/deb/danshu_…deb`. `make deb BIN=path` packages a binary built elsewhere.
DEB_DIR ?= .build/deb
DEB_MAINTAINER ?= danshu maintainers <maintainers@danshu.invalid>

deb: $(if $(BIN),,build)
	@./scripts/ensure-deps.sh deb
	./scripts/make-deb.sh "$(or $(BIN),$(RELEASE_BIN))" "$(DEB_DIR)" "$(DEB_MAINTAINER)"

# libFuzzer on the journal reader: Tools/fuzz/FuzzJournalReader.swift with the domain, the store, the app's
# messages and the words compiled as one module (their imports of each other taken out), with AddressSanitizer.
# New inputs go to .build/fuzz/corpus (Tools/fuzz/corpus holds the committed seeds); a crash or hang is written
# to .build/fuzz/ as crash-… or timeout-…, for Tests/DanshuStoreTests/Fixtures/fuzz-regressions/.
FUZZ_SECONDS ?= 60
FUZZ_BIN := .build/fuzz/danshu-fuzz
FUZZ_SOURCES := Tools/fuzz/FuzzJournalReader.swift \
	$(shell find Sources/DanshuCore Sources/DanshuStore Sources/DanshuApp Sources/DanshuText -name '*.swift' | LC_ALL=C sort)

fuzz: $(FUZZ_BIN)
	mkdir -p .build/fuzz/corpus
	$(FUZZ_BIN) -max_total_time=$(FUZZ_SECONDS) -timeout=1 -rss_limit_mb=2048 -dict=Tools/fuzz/journal.dict \
	  -print_final_stats=1 -artifact_prefix=.build/fuzz/ .build/fuzz/corpus Tools/fuzz/corpus

fuzz-build: $(FUZZ_BIN)

$(FUZZ_BIN): $(FUZZ_SOURCES)
	rm -rf .build/fuzz/src && mkdir -p .build/fuzz/src
	for file in $(FUZZ_SOURCES); do sed '/^import Danshu/d' "$$file" > ".build/fuzz/src/$$(echo "$$file" | tr / _)"; done
	swiftc -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -use-ld=lld -module-name DanshuFuzz \
	  -package-name danshu .build/fuzz/src/*.swift -lm -o $@

# The whole test suite under AddressSanitizer, then ThreadSanitizer, each in its own build folder.
# Tests that cannot run under a sanitizer are listed, with the reason, in README.md ("Guarantees").
sanitize: test-deps
	@status=0; \
	$(MAKE) --no-print-directory sanitize-address || status=1; \
	$(MAKE) --no-print-directory sanitize-thread || status=1; \
	exit $$status

sanitize-address: test-deps
	$(SWIFT) build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address
	DANSHU_SANITIZER=address LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0" \
	  DANSHU_BIN="$(CURDIR)/.build/asan/debug/danshu" $(SWIFT) test --skip-build --scratch-path .build/asan

sanitize-thread: test-deps
	$(SWIFT) build --build-tests --scratch-path .build/tsan -Xswiftc -sanitize=thread
	DANSHU_SANITIZER=thread DANSHU_BIN="$(CURDIR)/.build/tsan/debug/danshu" $(SWIFT) test --skip-build --scratch-path .build/tsan

# scripts/link-order.txt, the functions the bench's sessions (80x24, then 200x60 and a year of urges), `status` and
# `check` run, in the order they first run, which Package.swift has lld lay out together; regenerate it when start-up code changes much. Needs valgrind.
link-order: build
	@command -v valgrind >/dev/null 2>&1 || DANSHU_EXTRA_PACKAGES=valgrind ./scripts/ensure-deps.sh build
	python3 scripts/link-order.py --bin $(RELEASE_BIN) > scripts/link-order.txt.new
	mv scripts/link-order.txt.new scripts/link-order.txt
	rm -f $(RELEASE_BIN)  # SwiftPM does not see the list change: the next build links again

uninstall:
	rm -f $(foreach file,$(INSTALLED),"$(DESTDIR)$(PREFIX)/$(file)")

clean:
	rm -rf .build
