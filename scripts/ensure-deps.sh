#!/bin/sh
# Installs what danshu needs to build and test when it is missing: the ncurses headers, pkg-config,
# tmux (end-to-end tests drive the app in tmux), the extra terminfo entries of ncurses-term (the
# direct-color entries behind truecolor, rxvt and the other terminals the key tests use), groff (the
# manual page test renders docs/danshu.1), python3 (the demo journal generator and the README screen),
# zsh and fish (the completion tests load the completions in each shell), git (the merge driver is
# tested through real clones), systemd (systemd-analyze checks the reminder units) and dpkg-dev
# (`make deb` works out the package's dependencies with dpkg-shlibdeps).
set -eu

missing=""
pkg-config --version >/dev/null 2>&1 || missing="$missing pkg-config"
if ! pkg-config --exists ncursesw 2>/dev/null && [ ! -f /usr/include/ncurses.h ]; then
    missing="$missing libncurses-dev"
fi
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
infocmp tmux-direct >/dev/null 2>&1 || missing="$missing ncurses-term"
command -v groff >/dev/null 2>&1 || missing="$missing groff-base"
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
command -v fish >/dev/null 2>&1 || missing="$missing fish"
command -v git >/dev/null 2>&1 || missing="$missing git"
command -v systemd-analyze >/dev/null 2>&1 || missing="$missing systemd"
command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$missing dpkg-dev"
[ -n "${DANSHU_EXTRA_PACKAGES:-}" ] && missing="$missing $DANSHU_EXTRA_PACKAGES"

[ -z "$missing" ] && exit 0

echo "danshu: installing missing packages:$missing" >&2
if [ "$(id -u)" = 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
else
    echo "danshu: cannot install$missing without root; run: apt-get install$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$as_root apt-get update -qq
# shellcheck disable=SC2086
$as_root apt-get install -y -qq $missing >/dev/null
echo "danshu: installed$missing" >&2
