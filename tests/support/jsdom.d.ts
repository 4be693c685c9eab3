// jsdom ships no types and @types/jsdom is not installed; the tests only parse HTML into a document.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { document: Document };
  }
}
