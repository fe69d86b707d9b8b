#!/usr/bin/env bash
# Sets up sitevisit on a Debian machine with Node and npm. Safe to run again.
#   ./install.sh              install Bun (from npm) if missing, dependencies, build, put `sitevisit` on PATH
#   ./install.sh --test-deps  the same, plus the Debian packages the test suite uses
set -euo pipefail
cd "$(dirname "$0")"

want_test_deps=0
for arg in "$@"; do
  case "$arg" in
    --test-deps) want_test_deps=1 ;;
    -h|--help) sed -n '2,4p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

step() { printf '\n==> %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v bun >/dev/null 2>&1; then
  step "installing Bun from the npm registry"
  as_root npm install -g --allow-scripts=bun bun 2>/dev/null || as_root npm install -g bun
fi
echo "bun $(bun --version)"

# Debian packages the service uses: ffmpeg (video pipeline), pocketsphinx with its US English model
# (offline transcription), libheif-examples (JPEG renditions of HEIC photos), libvips-tools (thumbnail
# and display sizes of every photo; util-linux's prlimit, always present, caps their memory).
# --test-deps adds what only the tests and benchmarks run: chromium (capture and report pages),
# espeak-ng (spoken test walkthroughs), sox (joining and padding test audio: test/lm,
# test/transcribers, bench/wer; room and noise for bench/findings), poppler-utils (reading the
# report's print PDF), openssl (a self-signed certificate for the webhook TLS test), procps (ps: a test checks that deleting a visit
# ends its recogniser), fonts-noto-color-emoji (a property's icon emoji in the browser tests'
# screenshots, as people's own browsers draw it; without it Chromium draws an empty box), pebble
# (pebble, a test ACME CA, and pebble-challtestsrv, its mock DNS: real HTTP-01 validation in
# test/https-acme; its listener certificate is made with openssl), systemd (systemd-analyze verify
# checks the unit `sitevisit service install` writes; nothing is started in a container). tar, nice and sh come with every Debian system (essential packages).
debs=(ffmpeg pocketsphinx pocketsphinx-en-us libheif-examples libvips-tools)
test_debs=(chromium espeak-ng sox poppler-utils openssl procps fonts-noto-color-emoji pebble systemd)
[ "$want_test_deps" = 1 ] && debs+=("${test_debs[@]}")
missing=()
for p in "${debs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  step "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

step "installing dependencies from bun.lock"
bun install --frozen-lockfile

step "building dist/sitevisit"
bun run build

bindir=/usr/local/bin
[ -w "$bindir" ] || bindir="$HOME/.local/bin"
mkdir -p "$bindir"
install -m 0755 dist/sitevisit "$bindir/sitevisit"
echo "installed $bindir/sitevisit"
case ":$PATH:" in *":$bindir:"*) ;; *) echo "note: add $bindir to your PATH" ;; esac
