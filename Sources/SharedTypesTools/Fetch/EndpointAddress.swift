extension SchemaFetcher {
    /// Whether `address` is an absolute http:// or https:// URL with a host: the scheme in any
    /// case, an optional `user@`, a host (a name, an IPv4 address or a bracketed IPv6 address)
    /// with an optional numeric port, then an optional path, query or fragment; no spaces or
    /// control characters anywhere.
    package static func isEndpointAddress(_ address: String) -> Bool {
        let bytes = Array(address.utf8)
        guard !bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return false }
        let lowered = bytes.prefix(8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        let schemeLength: Int
        if lowered.starts(with: Array("https://".utf8)) {
            schemeLength = 8
        } else if lowered.starts(with: Array("http://".utf8)) {
            schemeLength = 7
        } else {
            return false
        }
        var authority = bytes[schemeLength...].prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            authority = authority[(at + 1)...]
        }
        var host = authority[...]
        if authority.first == UInt8(ascii: "[") {
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")) else { return false }
            host = authority[...close]
            let rest = authority[(close + 1)...]
            guard rest.isEmpty || isPort(rest) else { return false }
            return host.count > 2
        }
        if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
            host = authority[..<colon]
            guard isPort(authority[colon...]) else { return false }
        }
        return !host.isEmpty && host.allSatisfy { byte in
            byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "%")
        }
    }

    /// `:` followed by one to five digits.
    private static func isPort(_ text: ArraySlice<UInt8>) -> Bool {
        text.count >= 2 && text.count <= 6 && text.first == UInt8(ascii: ":")
            && text.dropFirst().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }
}
