export interface PortRange {
  readonly first: number;
  readonly last: number;
}
export interface Network {
  /** What a spec or a bench says of it. */
  readonly name: string;
  /** nft rules on the table's input chain (every packet on loopback passes it once). */
  readonly rules: readonly string[];
}
export declare const BROWSER_PORTS: PortRange;
export declare const CAPPED_PORTS: PortRange;
export declare function portRange(): string;
export declare function setPortRange(range: PortRange | string): void;
export declare function canShapeNetwork(): boolean;
export declare function udpLoss(percent: number): Network;
export declare const UDP_BLOCKED: Network;
export declare function downlinkCap(kbytesPerSecond: number): Network;
export declare function applyNetwork(network: Network): () => void;
