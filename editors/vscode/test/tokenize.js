// Prints the TextMate tokens of files as JSON ({file: [[line, start, end, [scopes…]], …]}), lines from 0 and columns
// in UTF-16 code units, for tests/lsp/test_textmate.py to compare with the Pygments lexer.
// Usage: node test/tokenize.js GRAMMAR FILE…
const fs = require("fs");
const path = require("path");
const oniguruma = require("vscode-oniguruma");
const textmate = require("vscode-textmate");

async function main() {
  const [grammarPath, ...files] = process.argv.slice(2);
  const wasm = fs.readFileSync(path.join(path.dirname(require.resolve("vscode-oniguruma")), "onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (text) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async () => textmate.parseRawGrammar(fs.readFileSync(grammarPath, "utf8"), grammarPath),
  });
  const grammar = await registry.loadGrammar("source.variant");
  const out = {};
  for (const file of files) {
    let state = textmate.INITIAL;
    const tokens = [];
    fs.readFileSync(file, "utf8").split("\n").forEach((line, number) => {
      const result = grammar.tokenizeLine(line, state);
      for (const token of result.tokens) {
        tokens.push([number, token.startIndex, Math.min(token.endIndex, line.length), token.scopes]);
      }
      state = result.ruleStack;
    });
    out[file] = tokens;
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
