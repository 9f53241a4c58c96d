// js-md4 ships no types: the one function used here, the MD4 digest of a file's bytes as hex.
declare module 'js-md4' {
  const md4: { hex(message: ArrayBuffer | Uint8Array | string): string };
  export default md4;
}
