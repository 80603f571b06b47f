import CNcurses

/// The memory of a full-screen session, which stays open for hours: large blocks are the system's pages, given back
/// when freed (`cn_give_back_large_blocks` in the shim), so the peak a save reaches does not stay (design.md §5's memory
/// target; docs/decisions.md, "A save's peak").
public enum SessionMemory {
    /// Sets the allocator up for a session; called once, before the journal is read.
    public static func giveBackLargeBlocks() {
        cn_give_back_large_blocks()
    }
}
