#pragma once

// Process-wide allocator settings of the mechlab programs.

namespace mechlab::core {

/// Keeps memory that runs free in the process for the next run instead of handing it back to
/// the system at once (glibc: up to 64 MB at the top of the heap, and blocks below 32 MB from
/// the heap rather than mapped one by one). A run's record grows to megabytes; returned and
/// taken again, each of its pages costs a page fault at every re-run (a slider dragged, a
/// sweep), which on a virtual machine is about 10 us a page: Andrews' mechanism with IDA at
/// tol 1e-8, run again in one process, 14.4 ms -> 13.0 ms. Does nothing with another C library.
void keepFreedMemoryForReuse();

} // namespace mechlab::core
