// Imported first by the scripts that render pages: the packages the renderer loads from node_modules (React
// and its JSX runtime, which the share pictures use too) must be their production builds, as in the bundle,
// and a package picks its build when it is first loaded.
process.env.NODE_ENV = 'production';
