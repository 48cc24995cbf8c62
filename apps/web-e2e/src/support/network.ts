// Bad networks for the browser tests (network-rules.cjs holds the rules, shared with the benches):
// while a network is applied, every page's ICE sockets bind in BROWSER_PORTS, which the rules
// tell apart from Janus's and coturn's.
import {
  applyNetwork as applyRules,
  BROWSER_PORTS,
  portRange,
  setPortRange,
  type Network,
} from './network-rules.cjs';

export {
  canShapeNetwork,
  udpLoss,
  UDP_BLOCKED,
  type Network,
} from './network-rules.cjs';

/** Applies `network` until the returned undo runs (the port range comes back too). */
export function applyNetwork(network: Network): () => void {
  const range = portRange();
  setPortRange(BROWSER_PORTS);
  const lift = applyRules(network);
  return () => {
    lift();
    setPortRange(range);
  };
}
