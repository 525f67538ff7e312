#pragma once

// The processor's vector-register state, as it affects the speed of mechlab's arithmetic.

namespace mechlab::core {

/// Marks the upper halves of the AVX registers as unused (VZEROUPPER) on processors with AVX; does
/// nothing elsewhere. mechlab is compiled for plain x86-64, so its arithmetic is SSE code, while on
/// processors with FMA the C library's sine, cosine and power are AVX (VEX-encoded) code. When code
/// outside mechlab has left those upper halves in use (Qt listing the presets' resource directory
/// was seen to), every switch between the two kinds of code pays a state transition until something
/// clears them, which SSE code never does: on an AVX-512 Xeon under a hypervisor, the two-link
/// robot with radau5 at tol 1e-8 took 2.9 ms per run instead of 0.5 ms. A thread inherits the state
/// of the thread that started it; every run calls this as it starts (RunClock), and the runs
/// measured stay clean to their end, the window's too.
void clearUpperVectorRegisters();

} // namespace mechlab::core
