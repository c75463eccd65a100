/// The enums' files, rendered and handed to `onFile` on a pool thread while the calling thread
/// translates the input objects.
///
/// Creating files is most of what a generation into a new folder costs (the kernel's work per
/// file is several times the rendering's), and it hardly speeds up with a second thread (on
/// this project's 2-core machines two threads create 600 files only ~1.2x as fast as one).
/// Starting on the enums as soon as they are translated puts one thread's creating beside the
/// other's translating, instead of after it. `ModuleRenderer.render` stops this at its start,
/// renders the files not begun here with the rest, and takes the ones rendered here in order.
final class EarlyEnumFiles: Sendable {
    /// Whether `module`'s enums are worth starting early: enough of them to pass
    /// `ModuleRenderer.parallelThreshold`, and a second core to run on.
    static func isWorthwhile(for module: SwiftModule) -> Bool {
        processorCount > 1 && module.enums.count >= ModuleRenderer.parallelThreshold
    }

    private let progress: Progress
    private let work: BackgroundResult<[Result<ModuleRenderer.RenderedFile, DiagnosticsError>]>

    /// Starts on `module`'s enums (a module with enums and no input objects yet, see
    /// `Translator.translateEnums`), laid out as `renderer` lays out the whole module.
    init(_ module: SwiftModule, renderer: ModuleRenderer, onFile: (@Sendable (GeneratedFile) -> Void)?) {
        let shared = ModuleContextValues(module: module, options: renderer.options, schemaFiles: renderer.schemaFileNames.joined(separator: ", "))
        let progress = Progress()
        self.progress = progress
        work = BackgroundResult {
            // Planned here rather than by the caller, whose thread is the busier one.
            guard let jobs = progress.plan({ renderer.enumJobs(module) }) else { return [] }
            var results: [Result<ModuleRenderer.RenderedFile, DiagnosticsError>] = []
            results.reserveCapacity(jobs.count)
            while let index = progress.begin(limit: jobs.count) {
                results.append(renderer.renderFile(jobs[index], module: module, shared: shared, onFile: onFile))
            }
            return results
        }
    }

    /// The enums' jobs (`ModuleRenderer.enumJobs`), if they are planned yet.
    var plannedJobs: [ModuleRenderer.Job]? {
        progress.plannedJobs
    }

    /// Lets no further file begin; returns how many have (the first of the module's jobs).
    func stop() -> Int {
        progress.stop()
    }

    /// The files begun before `stop`, in order, once they are done (all of the enums' if
    /// `stop` was not called first).
    func results() -> [Result<ModuleRenderer.RenderedFile, DiagnosticsError>] {
        work.value
    }

    /// Which jobs have begun, shared by the rendering thread and `stop`.
    private final class Progress: @unchecked Sendable {
        private let lock = ConditionLock()
        /// The jobs once planned, the next one to begin, and whether `stop` has been called
        /// (guarded by `lock`).
        private var jobs: [ModuleRenderer.Job]?
        private var next = 0
        private var stopped = false

        /// The jobs `make` plans, unless `stop` was called first.
        func plan(_ make: () -> [ModuleRenderer.Job]) -> [ModuleRenderer.Job]? {
            guard !lock.withLock({ stopped }) else { return nil }
            let planned = make()
            lock.withLock { jobs = planned }
            return planned
        }

        var plannedJobs: [ModuleRenderer.Job]? {
            lock.withLock { jobs }
        }

        /// The next job's index, unless all are begun or `stop` was called.
        func begin(limit: Int) -> Int? {
            lock.withLock {
                guard !stopped, next < limit else { return nil }
                next += 1
                return next - 1
            }
        }

        func stop() -> Int {
            lock.withLock {
                stopped = true
                return next
            }
        }
    }
}
