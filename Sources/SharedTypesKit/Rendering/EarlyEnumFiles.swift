/// The enums' files, rendered and handed to `onFile` on a pool thread while the calling thread
/// translates: each enum's file as soon as the enum is (`publish`), then the rest while the
/// input objects translate.
///
/// Creating files is most of what a generation into a new folder costs (the kernel's work per
/// file is several times the rendering's), and it speeds up little with a second thread (on
/// this project's 2-core machines two threads create 600 files ~1.2–1.7x as fast as one).
/// Starting on the first enum as soon as it is translated puts one thread's creating beside
/// the other's translating, instead of after it. `ModuleRenderer.render` stops this at its
/// start, renders the files not begun here with the rest, and takes the ones rendered here in
/// order.
final class EarlyEnumFiles: Sendable {
    /// Whether the enums of `model` are worth starting early: enough of them to pass
    /// `ModuleRenderer.parallelThreshold`, and a second core to run on.
    static func isWorthwhile(for model: SchemaModel) -> Bool {
        processorCount > 1 && model.enums.count >= ModuleRenderer.parallelThreshold
    }

    private let progress: Progress
    private let work: BackgroundResult<[Result<ModuleRenderer.RenderedFile, DiagnosticsError>]>

    /// Starts waiting for the enums of `module` (from `Translator.translateNames`: names and
    /// spellings final, no enums yet), whose GraphQL names are `enumNames` in the model's
    /// order, laid out as `renderer` lays out the whole module.
    init(enumNames: [String], module: SwiftModule, renderer: ModuleRenderer, onFile: (@Sendable (GeneratedFile) -> Void)?) {
        let contexts = TemplateContexts(module: module, options: renderer.options, schemaFileNames: renderer.schemaFileNames)
        let progress = Progress(count: enumNames.count)
        self.progress = progress
        work = BackgroundResult {
            // Planned here rather than by the caller, whose thread is the busier one.
            guard let paths = progress.plan({ renderer.enumPaths(enumNames, module: module) }) else { return [] }
            let template = renderer.enumTemplate
            var results: [Result<ModuleRenderer.RenderedFile, DiagnosticsError>] = []
            results.reserveCapacity(paths.count)
            while let (index, swiftEnum) = progress.begin() {
                let job = ModuleRenderer.Job(path: paths[index], template: template, source: .enumType(swiftEnum))
                results.append(renderer.renderFile(job, contexts: contexts, onFile: onFile))
            }
            return results
        }
    }

    /// Hands over the next enum, in the model's order, ready to render.
    func publish(_ swiftEnum: SwiftEnum) {
        progress.publish(swiftEnum)
    }

    /// The enums' file paths (`ModuleRenderer.enumPaths`), if they are planned yet.
    var plannedPaths: [String]? {
        progress.plannedPaths
    }

    /// Lets no further file begin; returns how many have (the first of the module's jobs).
    func stop() -> Int {
        progress.stop()
    }

    /// The files begun before `stop`, in order, once they are done.
    func results() -> [Result<ModuleRenderer.RenderedFile, DiagnosticsError>] {
        work.value
    }

    /// The enums handed over and which have begun, shared by the translating thread, the
    /// rendering thread and `stop`.
    private final class Progress: @unchecked Sendable {
        private let lock = ConditionLock()
        private let count: Int
        /// Guarded by `lock`: the paths once planned, the enums published so far (in order),
        /// the next one to begin, and whether `stop` has been called.
        private var paths: [String]?
        private var published: [SwiftEnum] = []
        private var next = 0
        private var stopped = false

        init(count: Int) {
            self.count = count
            published.reserveCapacity(count)
        }

        /// The paths `make` plans, unless `stop` was called first.
        func plan(_ make: () -> [String]) -> [String]? {
            guard !lock.withLock({ stopped }) else { return nil }
            let planned = make()
            lock.withLock { paths = planned }
            return planned
        }

        var plannedPaths: [String]? {
            lock.withLock { paths }
        }

        func publish(_ swiftEnum: SwiftEnum) {
            lock.withLock { published.append(swiftEnum) }
            lock.broadcast()
        }

        /// The next enum to render and its position, once it is published; nil when all have
        /// begun or `stop` was called.
        func begin() -> (Int, SwiftEnum)? {
            lock.withLock {
                lock.wait(until: { stopped || next >= count || next < published.count })
                guard !stopped, next < count else { return nil }
                next += 1
                return (next - 1, published[next - 1])
            }
        }

        func stop() -> Int {
            let begun = lock.withLock {
                stopped = true
                return next
            }
            lock.broadcast()
            return begun
        }
    }
}
