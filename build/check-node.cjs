// Run before build, serve, dev and test (package.json's pre-scripts), on whatever Node.js the
// machine has: plain CommonJS that any version parses, so an old Node gets one clear line instead
// of "Unknown file extension .ts". `npm install` itself stops on an old Node through .npmrc's
// engine-strict, before it installs anything.
const needed = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < needed) {
  console.error(
    `This site needs Node.js ${needed} or newer; this is Node.js ${process.version}. Install Node.js ${needed} LTS (nvm install ${needed}, as .nvmrc says) and run the command again.`,
  );
  process.exit(1);
}
