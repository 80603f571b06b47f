#!/bin/sh
# Runs the built test suite with a deadline, then removes any tmux server an end-to-end test left
# behind (only possible when the test process itself died), so a broken run fails instead of hanging.
set -u
DANSHU_BIN="${DANSHU_BIN:?set DANSHU_BIN to the danshu binary under test}"
export DANSHU_BIN
# Names this run's tmux servers, so the clean-up below never touches another checkout's tests.
DANSHU_E2E_TAG="danshu-e2e-run$$"
export DANSHU_E2E_TAG
# At most six tests at a time: on two cores, 600 tests started at once (dozens of tmux servers, pty
# terminals, git clones) starve each other until time-bound end-to-end tests fail; six is also faster.
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH="${SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH:-6}"
status=0
timeout --kill-after=30 "${DANSHU_TEST_TIMEOUT:-1200}" swift test --skip-build "$@" || status=$?
if pkill -f "tmux -L $DANSHU_E2E_TAG-" 2>/dev/null; then
    echo "run-tests: removed tmux servers left by a test run that did not finish" >&2
fi
[ "$status" = 124 ] && echo "run-tests: the test suite did not finish within ${DANSHU_TEST_TIMEOUT:-1200} s" >&2
exit "$status"
