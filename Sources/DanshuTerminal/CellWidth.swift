import DanshuUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// ncurses places every cell by `wcwidth`. This definition is the program's own (exported by the executable, so it
/// comes before glibc's for every caller in the process, ncurses included) and answers from the app's own table
/// (`TextWidth.cells`) for every character: ncurses' idea of where each cell of a frame goes is then always the
/// canvas's, whatever the running glibc's Unicode version and however wide the terminal draws ambiguous characters.
@_cdecl("wcwidth")
public func terminalCellWidth(_ character: wchar_t) -> Int32 {
    guard character >= 0, let scalar = Unicode.Scalar(UInt32(character)) else { return -1 }
    return Int32(TextWidth.cells(scalar))
}
