// libqp ships no types; the one function used here (RFC 2045 quoted-printable decoding).
declare module 'libqp' {
  const libqp: { decode(input: string | Buffer): Buffer };
  export default libqp;
}
