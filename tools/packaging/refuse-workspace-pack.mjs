// prepack of every lib's workspace manifest: the workspace package.json points at ./src through
// the "@ruume/source" condition, so packing or publishing it would ship a broken package. The
// publishable package is the build output, with its own manifest (tools/build/publish-manifest.mts).
const lib =
  process.env.npm_package_nx_name ?? process.cwd().split(/[\\/]/).pop();
console.error(
  `${process.env.npm_package_name}: this is the workspace manifest, not the published package.\n` +
    `Pack the build instead:  npx nx pack ${lib}   (tarball in dist/packages/${lib}/)\n` +
    `Publish with:           npx nx release`,
);
process.exit(1);
