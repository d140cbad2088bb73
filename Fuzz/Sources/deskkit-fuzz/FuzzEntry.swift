/// Runs one input through the selected target. libFuzzer's driver calls it through `main`;
/// it also carries libFuzzer's conventional name, which the toolchain's fuzzer library expects
/// to find when it links.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        FuzzTarget.selected?.run(FuzzInput(bytes))
    }
    return 0
}
