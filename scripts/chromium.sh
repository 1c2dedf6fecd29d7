# Finds a system Chromium for Playwright and Lighthouse; on Debian as root it installs the package if missing.
find_chromium() {
  for c in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome; do
    if [ -n "$c" ] && [ -x "$c" ]; then
      echo "$c"
      return 0
    fi
  done
  return 1
}

ensure_chromium() {
  if ! CHROMIUM_PATH=$(find_chromium); then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing Debian's chromium for browser tests…"
      DEBIAN_FRONTEND=noninteractive apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
      CHROMIUM_PATH=$(find_chromium)
    else
      echo "No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
      return 1
    fi
  fi
  export CHROMIUM_PATH
  ensure_headless_shell
}

# The browser tests' Chromium: Debian's chromium-headless-shell (the headless build Playwright itself defaults to,
# without the full browser's UI processes; decision 042), else the full Chromium. E2E_CHROMIUM_PATH overrides.
ensure_headless_shell() {
  if [ -z "${E2E_CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ] && [ "$(id -u)" = "0" ] &&
    command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium-headless-shell for browser tests…"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1 ||
      { DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null 2>&1; } ||
      echo "chromium-headless-shell could not be installed; browser tests use $CHROMIUM_PATH." >&2
  fi
  if [ -z "${E2E_CHROMIUM_PATH:-}" ] && [ -x /usr/bin/chromium-headless-shell ]; then
    E2E_CHROMIUM_PATH=/usr/bin/chromium-headless-shell
    export E2E_CHROMIUM_PATH
  fi
}
