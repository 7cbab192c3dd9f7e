// exifr's lite browser bundle has the package's API; the package only types its main entry.
declare module 'exifr/dist/lite.esm.mjs' {
  import exifr from 'exifr';
  export default exifr;
}
