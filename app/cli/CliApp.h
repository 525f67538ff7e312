#pragma once

// mechlab-cli: runs, checks and lists models and methods without a window.
//
//   mechlab-cli run MODEL [--method ID] [--step H | --tol TOL] [--t-end T] [--set NAME=VALUE]...
//                         [--option KEY=VALUE]... [--csv FILE] [--summary text|json]
//   mechlab-cli check MODEL [--method ID] [--project]
//   mechlab-cli list-methods
//   mechlab-cli list-presets
//
// Exit codes: 0 success, 1 the model or the run failed, 2 wrong usage, 130 / 143 interrupted by
// SIGINT / SIGTERM (a run stops at its next step and writes what it computed).

#include <iosfwd>
#include <string>
#include <vector>

namespace mechlab::core {
class CancelToken;
}

namespace mechlab::cli {

/// Runs one command line (without the program name). `stop`, when given, stops a run or a
/// bench at its next step instead of SIGINT/SIGTERM (a program that embeds the CLI, the
/// command-line fuzz target).
int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
           const core::CancelToken* stop = nullptr);

/// Makes SIGINT and SIGTERM stop a running `run` or `bench` at its next step (the CSV and the
/// summary then say where it stopped, and the exit code is 128 + the signal's number). Called by
/// main(); without it the signals end the process as usual.
void installInterruptHandlers();

} // namespace mechlab::cli
