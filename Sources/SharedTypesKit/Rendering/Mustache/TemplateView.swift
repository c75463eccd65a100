/// Answers the members of typed template contexts by interned key, so a context can present
/// declarations to a template without copying them into dictionaries first.
///
/// One source answers a family of objects told apart by an index (the enum's cases, say); it
/// must outlive every `TemplateView` and `TemplateViewList` that refers to it, because those
/// hold it without retaining it.
class TemplateViewSource {
    /// The member `key` of the object at `index`; `nil` when that object has no such member
    /// (a present member whose value is `null` is `.null`, which stops the context-stack search).
    func value(of key: TemplateKey, at index: Int) -> TemplateValue? {
        nil
    }

    /// The object at index 0, the top level of a file's context.
    final var root: TemplateValue { .view(TemplateView(source: self, index: 0)) }
}

/// An object of a typed template context: the item at `index` of its source.
public struct TemplateView: Equatable, @unchecked Sendable {
    // Not retained: the renderer's caller keeps the source alive for the whole render, and the
    // hot loop copies and calls through these constantly.
    let source: Unmanaged<TemplateViewSource>
    let index: Int

    init(source: TemplateViewSource, index: Int) {
        self.init(source: .passUnretained(source), index: index)
    }

    init(source: Unmanaged<TemplateViewSource>, index: Int) {
        self.source = source
        self.index = index
    }

    /// This object's member `key`.
    func value(of key: TemplateKey) -> TemplateValue? {
        source._withUnsafeGuaranteedRef { $0.value(of: key, at: index) }
    }

    /// Whether both are the item at the same index of the same source (by identity); members
    /// are not compared.
    public static func == (lhs: TemplateView, rhs: TemplateView) -> Bool {
        lhs.source.toOpaque() == rhs.source.toOpaque() && lhs.index == rhs.index
    }
}

/// A list of typed template objects: the items at `indices` of one source.
public struct TemplateViewList: Equatable, @unchecked Sendable {
    let source: Unmanaged<TemplateViewSource>
    let indices: Range<Int>

    init(source: TemplateViewSource, indices: Range<Int>) {
        self.source = .passUnretained(source)
        self.indices = indices
    }

    /// The object at `index` of the source.
    func item(_ index: Int) -> TemplateView {
        TemplateView(source: source, index: index)
    }

    /// Whether both cover the same indices of the same source (by identity); items are not
    /// compared.
    public static func == (lhs: TemplateViewList, rhs: TemplateViewList) -> Bool {
        lhs.source.toOpaque() == rhs.source.toOpaque() && lhs.indices == rhs.indices
    }
}

/// The items of a typed context's list member, typed: compiled templates walk these directly,
/// and `templateValue` gives the interpreting renderer the same list.
///
/// `source` must be owned by the context that hands these out (a stored property of it), not
/// made for the occasion: the list `templateValue` gives does not retain it (see
/// `TemplateView`), and the renderer keeps only the top-level context alive.
struct ContextItems<Source: TemplateViewSource> {
    let source: Source
    let indices: Range<Int>

    var templateValue: TemplateValue {
        .views(TemplateViewList(source: source, indices: indices))
    }
}
