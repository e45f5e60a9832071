// The VS Code client of `verifier lsp`: starts the server from the user's environment and connects it to
// .variant files. Plain JavaScript, so the extension needs no build step.
const fs = require("fs");
const path = require("path");
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function substitute(value, folder) {
  return folder ? value.split("${workspaceFolder}").join(folder) : value;
}

// The command that starts the server: `verifier.server.command` as given, else `PYTHON -m verifier lsp` with
// `verifier.server.python`, the workspace's .venv, or python3.
function serverCommand(config, folder) {
  const command = (config.get("server.command") || []).map((part) => substitute(part, folder));
  if (command.length > 0) {
    return { command: command[0], args: command.slice(1) };
  }
  let python = substitute(config.get("server.python") || "", folder);
  if (!python && folder) {
    const venv = path.join(folder, ".venv", process.platform === "win32" ? "Scripts/python.exe" : "bin/python");
    python = fs.existsSync(venv) ? venv : "";
  }
  return { command: python || "python3", args: ["-m", "verifier", "lsp"] };
}

function activate(context) {
  const config = vscode.workspace.getConfiguration("verifier");
  const folders = vscode.workspace.workspaceFolders || [];
  const folder = folders.length > 0 ? folders[0].uri.fsPath : undefined;
  const server = { ...serverCommand(config, folder), options: { cwd: folder } };
  const clientOptions = {
    documentSelector: [{ scheme: "file", language: "variant" }],
    initializationOptions: {
      solverDelay: config.get("solverDelay"),
      solverTimeout: config.get("solverTimeout"),
    },
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.variant") },
  };
  client = new LanguageClient("verifier", "Shengji variants (verifier lsp)", server, clientOptions);
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, serverCommand };
