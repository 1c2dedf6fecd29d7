# Shared by start.sh and test.sh: the project's own Node (node_modules/.bin), quiet offline wrangler.
export CLOUDFLARE_CF_FETCH_ENABLED=false
export WRANGLER_SEND_METRICS=false
export PATH="$PWD/node_modules/.bin:$PATH"

# Installs dependencies when node_modules is missing or older than package.json / the lockfile.
ensure_deps() {
  if [ ! -x node_modules/.bin/wrangler ] || [ ! -x node_modules/.bin/node ] \
    || [ package.json -nt node_modules/.package-lock.json ] \
    || { [ -f package-lock.json ] && [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
    echo "Installing dependencies…"
    npm install --no-audit --no-fund
  fi
}

# Local-only settings wrangler dev reads; never committed.
ensure_dev_vars() {
  if [ ! -f .dev.vars ]; then
    cp .dev.vars.example .dev.vars
  fi
  # Local mail goes to the dev mailbox (/dev/mailbox), also in a .dev.vars made before that setting existed.
  if ! grep -q '^DEV_MAILBOX=' .dev.vars; then
    printf "\nDEV_MAILBOX=on\n" >> .dev.vars
  fi
  # The access-token signing key of this machine's local runs (a secret in production: see README "Deploying").
  if ! grep -q '^AUTH_JWT_KEYS=' .dev.vars; then
    printf "\nAUTH_JWT_KEYS='%s'\n" "$(tsx scripts/auth-keys.ts)" >> .dev.vars
  fi
  # The key authenticator secrets are sealed with (a secret in production, decision 050).
  if ! grep -q '^MFA_SECRET_KEYS=' .dev.vars; then
    printf "\nMFA_SECRET_KEYS='%s'\n" "$(tsx scripts/mfa-keys.ts)" >> .dev.vars
  fi
}
