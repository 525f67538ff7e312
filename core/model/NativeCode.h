#pragma once

// Machine code for a model's programs. The tapes of a compiled model are written out as C++
// (Tape::nativeSource: straight-line code, the same operations in the same order), compiled
// by the system's C++ compiler into a shared library and loaded; from then on every evaluation
// with a workspace runs the machine code instead of the interpreter, with bit-identical
// results. The libraries are kept in a cache directory under the name of a hash of their
// source, so a model compiled once loads at once the next time.
//
// Everything here is optional: without a compiler (or with MECHLAB_NATIVE=off in the
// environment) the interpreter runs as before. Environment: MECHLAB_NATIVE=off switches it
// off; MECHLAB_CXX names the compiler (default: c++, g++, clang++ on the PATH);
// MECHLAB_NATIVE_CACHE the cache directory to use instead of XDG_CACHE_HOME or ~/.cache (a
// relative path is ignored, as the XDG base directory specification says). The libraries live
// in the folder mechlab/native of it; the cache keeps the 200 libraries used last there.
//
// Loading a library runs its code in this process, so the cache is trusted only as far as this
// user alone can write it (docs/native-code.md has the threat model): mechlab/native is created
// private (0700) and refused when it is owned by another user or writable by others; a library
// is loaded only when the opened file is a regular file of this user that nobody else may write
// (checked on the descriptor that is then loaded, not on the path); the compiler's files are
// written in a private work folder of their own; one model is compiled by one process at a
// time (a lock file per library); the compiler runs in its own process group, which is killed
// as a whole when the compile is stopped.

#include "model/Model.h"

#include <memory>
#include <string>
#include <vector>

namespace mechlab::core {

class CancelToken;

/// Whether models get machine code (MECHLAB_NATIVE is not "off").
bool nativeCodeEnabled();

/// Compiles, or finds in the cache, the machine code of every program of `model` and attaches
/// it; blocks until done (a few tenths of a second for a preset compiled for the first time),
/// or until `cancel` is set (the compiler is then stopped within a few milliseconds).
/// A model whose programs have more than kNativeStepLimit instructions in all stays
/// interpreted: the compiler would take seconds, and such models (many bodies) spend their time
/// in linear algebra, not in their formulas (a chain of 128 links: 4 s to compile, the same
/// time per step). Returns false, with the reason in `why`, when nothing was attached.
bool attachNativeCode(const CompiledModel& model, std::string* why = nullptr,
                      const CancelToken* cancel = nullptr);
/// The same for programs of any kind of model (a linear DAE's forcing), one library for all.
bool attachNativeCode(const std::vector<const Tape*>& programs, std::string* why = nullptr,
                      const CancelToken* cancel = nullptr);
inline constexpr int kNativeStepLimit = 5000;

/// Whether every program of `model` that has any work to do runs machine code now.
bool hasNativeCode(const CompiledModel& model);
bool hasNativeCode(const std::vector<const Tape*>& programs);

/// The same in a background thread, one model after the other; a model nobody holds any more
/// when its turn comes is skipped. Evaluations started before the code is attached run
/// interpreted until it is (with the same results). (A work-precision sweep attaches the code
/// itself before its first run, waiting for this thread if it is compiling the model, so that
/// all its runs are timed alike.)
void attachNativeCodeLater(std::shared_ptr<const CompiledModel> model);
/// The same for `programs`, which `owner` keeps alive (skipped when nobody holds it any more).
void attachNativeCodeLater(std::shared_ptr<const void> owner, std::vector<const Tape*> programs);

} // namespace mechlab::core
