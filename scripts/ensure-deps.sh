#!/bin/sh
# Installs what danshu needs when it is missing, for one purpose (the first argument):
#   build (the default; `make run`, `make build`): the ncurses headers and pkg-config, nothing more.
#   deb (`make deb`): those, and dpkg-dev (dpkg-shlibdeps works out the package's dependencies).
#   test (`make test`, `make stress`): those, and tmux (end-to-end tests drive the app in tmux), the extra
#     terminfo entries of ncurses-term (the direct-color entries behind truecolor, rxvt and the other terminals the
#     key tests use), groff (the manual page test renders docs/danshu.1), python3 (the demo journal generator and
#     the README screen), zsh and fish (the completion tests load the completions in each shell), git (the merge
#     driver is tested through real clones), systemd (systemd-analyze checks the reminder units), chromium,
#     poppler-utils and fonts-noto-cjk (the report's HTML is printed to PDF by a real browser and read back), and
#     the Python package pyte (the ambiguous-width and stress tests run the app in a terminal emulator of their own).
set -eu

purpose="${1:-build}"
case "$purpose" in
    build|deb|test) ;;
    *) echo "usage: $0 [build|deb|test]" >&2; exit 2 ;;
esac

missing=""
pip_pyte=""
pkg-config --version >/dev/null 2>&1 || missing="$missing pkg-config"
if ! pkg-config --exists ncursesw 2>/dev/null && [ ! -f /usr/include/ncurses.h ]; then
    missing="$missing libncurses-dev"
fi
if [ "$purpose" = deb ] || [ "$purpose" = test ]; then
    command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$missing dpkg-dev"
fi
if [ "$purpose" = test ]; then
command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
infocmp tmux-direct >/dev/null 2>&1 || missing="$missing ncurses-term"
command -v groff >/dev/null 2>&1 || missing="$missing groff-base"
# pyte for the python3 the tests run. A Python whose packages belong to Debian (EXTERNALLY-MANAGED outside a
# venv: pip refuses without --break-system-packages) gets Debian's python3-pyte; any other (pyenv, a venv,
# one built by hand) gets pip's.
externally_managed='import os, sys, sysconfig
marker = os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")
sys.exit(0 if os.path.exists(marker) and sys.prefix == sys.base_prefix else 1)'
pip_pyte=""
if ! command -v python3 >/dev/null 2>&1; then
    missing="$missing python3 python3-pyte"
elif ! python3 -c 'import pyte' >/dev/null 2>&1; then
    if python3 -c "$externally_managed" 2>/dev/null; then
        missing="$missing python3-pyte"
    else
        pip_pyte="pyte"
    fi
fi
command -v zsh >/dev/null 2>&1 || missing="$missing zsh"
command -v fish >/dev/null 2>&1 || missing="$missing fish"
command -v git >/dev/null 2>&1 || missing="$missing git"
command -v systemd-analyze >/dev/null 2>&1 || missing="$missing systemd"
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v pdftotext >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1 || missing="$missing poppler-utils"
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing="$missing fonts-noto-cjk"
fi
[ -n "${DANSHU_EXTRA_PACKAGES:-}" ] && missing="$missing $DANSHU_EXTRA_PACKAGES"

if [ -n "$pip_pyte" ]; then
    echo "danshu: installing missing Python package: pyte (python3 -m pip install pyte)" >&2
    if ! PIP_ROOT_USER_ACTION=ignore python3 -m pip install -q --disable-pip-version-check pyte >&2; then
        echo "danshu: cannot install pyte for $(command -v python3); run: python3 -m pip install pyte" >&2
        exit 1
    fi
    echo "danshu: installed pyte" >&2
fi

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
if [ "$purpose" = test ] && ! python3 -c 'import pyte' >/dev/null 2>&1; then
    echo "danshu: $(command -v python3) still cannot import pyte; run: python3 -m pip install pyte (or apt-get install python3-pyte)" >&2
    exit 1
fi
