/// The tool's version. Generated files' headers and manifests carry it, and it is part of
/// the output fingerprint: bump it (semver) in any change that alters generated output.
package enum ToolVersion {
    /// The version, as `gen-shared-types --version` prints it.
    package static let current = "0.2.0"
}
