import DanshuUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// glibc's own `wcwidth`, found past this program's (RTLD_NEXT), for everything but ambiguous characters.
private let glibcWcwidth: @convention(c) (wchar_t) -> Int32 = {
    guard let found = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "wcwidth") else { return { _ in 1 } }
    return unsafeBitCast(found, to: (@convention(c) (wchar_t) -> Int32).self)
}()

/// ncurses lays the screen out by `wcwidth`. This definition is the program's own and comes before glibc's
/// for every caller in the process, ncurses included, so that in a terminal drawing East Asian Ambiguous
/// characters two cells wide ncurses counts them as two too and its idea of the cursor stays true.
/// Everything else is glibc's answer, unchanged.
@_cdecl("wcwidth")
public func terminalCellWidth(_ character: wchar_t) -> Int32 {
    let width = glibcWcwidth(character)
    guard width == 1, TextWidth.processAmbiguousWidth == 2, character >= 0xA1,
          let scalar = Unicode.Scalar(UInt32(character)), TextWidth.isAmbiguous(scalar) else { return width }
    return 2
}
