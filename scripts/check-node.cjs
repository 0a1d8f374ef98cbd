// Says in one line, and exits 1, when the Node running it is older than package.json's
// "engines" asks. Plain CommonJS with no dependencies and no modern syntax, because its whole
// point is to run on the old Node that the rest of the project would crash on (a native
// module built for Node 24, loaded by Node 20, ends in a segmentation fault).
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: an ES module file would be refused by the oldest Node this must speak to. */
"use strict";
var fs = require("fs");
var path = require("path");

var engines = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8")).engines || {};
var wanted = String(engines.node || "");
var floor = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(wanted);
var found = process.versions.node.split(".").map(Number);

function older(have, need) {
  for (var i = 0; i < 3; i += 1) {
    var a = have[i] || 0;
    var b = Number(need[i + 1] || 0);
    if (a !== b) return a < b;
  }
  return false;
}

if (floor && older(found, floor)) {
  process.stderr.write(
    "Node " + process.version + " is too old: this project needs Node " + wanted + " (package.json engines); install it with `. scripts/use-node24.sh`, then run the command again\n",
  );
  process.exit(1);
}
