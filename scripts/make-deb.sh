#!/bin/sh
# Builds danshu_VERSION_ARCH.deb from a danshu binary with dpkg-deb (no debian/ source tree):
# the binary, the manual page, the bash, zsh and fish completions, README.md, the copyright file and
# the systemd reminder units, owned by root. Depends comes from dpkg-shlibdeps: the libraries the binary links
# (libc, ncurses, tinfo).
# Usage: scripts/make-deb.sh BINARY OUTPUT_FOLDER [MAINTAINER]
set -eu

binary=${1:?usage: make-deb.sh BINARY OUTPUT_FOLDER [MAINTAINER]}
output=${2:?usage: make-deb.sh BINARY OUTPUT_FOLDER [MAINTAINER]}
maintainer=${3:-"danshu maintainers <maintainers@danshu.invalid>"}
root=$(cd "$(dirname "$0")/.." && pwd)

for tool in dpkg-deb dpkg-shlibdeps gzip; do
    command -v "$tool" >/dev/null 2>&1 || { echo "make deb: $tool is missing (make deps installs it)" >&2; exit 1; }
done
[ -x "$binary" ] || { echo "make deb: no danshu binary at $binary" >&2; exit 1; }

# The version is the binary's own, so the package can never claim another.
version=$("$binary" --version | sed -n 's/^danshu \([0-9][0-9A-Za-z.+~-]*\)$/\1/p')
[ -n "$version" ] || { echo "make deb: $binary --version did not say 'danshu VERSION'" >&2; exit 1; }
arch=$(dpkg --print-architecture)

work=$(mktemp -d "${TMPDIR:-/tmp}/danshu-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT
stage=$work/stage
umask 022
install -d "$stage/DEBIAN" "$stage/usr/bin" "$stage/usr/share/man/man1" "$stage/usr/share/doc/danshu" \
    "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
    "$stage/usr/share/fish/vendor_completions.d" "$stage/usr/lib/systemd/user"
install -m 0755 "$binary" "$stage/usr/bin/danshu"
# Debian policy: manual pages and long documents gzipped with -9n (no name or time, so the bytes repeat).
gzip -9n < "$root/docs/danshu.1" > "$stage/usr/share/man/man1/danshu.1.gz"
gzip -9n < "$root/README.md" > "$stage/usr/share/doc/danshu/README.md.gz"
install -m 0644 "$root/packaging/deb/copyright" "$stage/usr/share/doc/danshu/copyright"
install -m 0644 "$root/completions/danshu.bash" "$stage/usr/share/bash-completion/completions/danshu"
install -m 0644 "$root/completions/_danshu" "$stage/usr/share/zsh/vendor-completions/_danshu"
install -m 0644 "$root/completions/danshu.fish" "$stage/usr/share/fish/vendor_completions.d/danshu.fish"
install -m 0644 "$root/contrib/systemd/danshu-remind.service" "$root/contrib/systemd/danshu-remind.timer" \
    "$root/contrib/systemd/danshu-medicine.service" "$root/contrib/systemd/danshu-medicine.timer" \
    "$stage/usr/lib/systemd/user/"
chmod 0644 "$stage/usr/share/man/man1/danshu.1.gz" "$stage/usr/share/doc/danshu/README.md.gz"

# The libraries the binary needs, as package versions: dpkg-shlibdeps reads debian/control beside it.
mkdir -p "$work/debian"
printf 'Source: danshu\n\nPackage: danshu\nArchitecture: any\n' > "$work/debian/control"
depends=$(cd "$work" && dpkg-shlibdeps -O -e stage/usr/bin/danshu 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make deb: dpkg-shlibdeps found no dependencies of $binary" >&2; exit 1; }
# Packed relative relocations (`make build` on glibc 2.36 or later) need glibc 2.36 to start, which the symbol
# versions dpkg-shlibdeps reads do not say.
if objdump -p "$binary" 2>/dev/null | grep -q GLIBC_ABI_DT_RELR; then
    libc=$(printf '%s\n' "$depends" | sed -n 's/.*libc6 (>= \([^)]*\)).*/\1/p')
    if [ -n "$libc" ] && dpkg --compare-versions "$libc" lt 2.36; then
        depends=$(printf '%s' "$depends" | sed "s/libc6 (>= $libc)/libc6 (>= 2.36)/")
    fi
fi
# A library no package provides (a debug build's Swift runtime) cannot be a dependency: say so.
unpackaged=""
for library in $(ldd "$binary" | sed -n 's/.*=> \(\/[^ ]*\) .*/\1/p'); do
    dpkg -S "$library" >/dev/null 2>&1 || dpkg -S "$(readlink -f "$library")" >/dev/null 2>&1 || unpackaged="$unpackaged $library"
done
[ -z "$unpackaged" ] || echo "make deb: warning: no package provides$unpackaged; the package runs only where they are" >&2

size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: danshu
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Suggests: git, libnotify-bin
Section: utils
Priority: optional
Description: terminal journal for quitting or cutting down on alcohol
 danshu asks one question a day, "did you drink?", and when you did, you tap
 what you drank, one key per drink. A gauge shows the day's pure alcohol
 against the risk levels, a month calendar shows your days at a glance, and
 statistics show your sober streak. Japanese and English.
 .
 Everything lives in one plain JSON file you own: no account, no network. It
 merges by meaning with git (danshu merge), and danshu status and danshu remind
 fit shell prompts, tmux status lines and timers.
CONTROL
(cd "$stage" && find usr -type f -exec md5sum {} + | sort -k 2) > "$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

mkdir -p "$output"
package="$output/danshu_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$package" >/dev/null
echo "make deb: $package (Depends: $depends)"
echo "make deb: install it with: sudo apt install $(case $package in /*) echo "$package" ;; *) echo "./$package" ;; esac)"
