#!/bin/sh
# Runs a command in a network namespace of its own: loopback, plus one stub interface whose
# other end is in the same namespace, so nothing sent there leaves it. Chromium gathers WebRTC
# candidates only where it sees a network besides loopback, and announces them by multicast DNS
# on it; inside, that stays inside. Needs root (unshare --net) and iproute2.
#
#   scripts/private-network.sh npx tsx bench/stream-grid.ts
set -e
if [ "$PRIVATE_NETWORK" = "1" ]; then
  exec "$@"
fi
# Without root, iproute2 or namespaces (a developer's own account, a locked-down container), the
# command runs as it is: it works the same, only Chromium's announcements reach the network.
if [ "$(id -u)" != "0" ] || ! command -v ip >/dev/null 2>&1 || ! unshare --net true 2>/dev/null; then
  echo "private-network: running without a network namespace of its own" >&2
  exec "$@"
fi
exec unshare --net -- sh -c '
  ip link set lo up &&
  ip link add stub0 type veth peer name stub1 &&
  ip addr add 198.18.0.1/24 dev stub0 &&
  ip link set stub0 up &&
  ip link set stub1 up &&
  PRIVATE_NETWORK=1 exec "$@"' sh "$@"
