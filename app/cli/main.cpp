#include "CliApp.h"
#include "base/Allocator.h"

#include <iostream>

int main(int argc, char** argv) {
    mechlab::core::keepFreedMemoryForReuse();
    std::vector<std::string> args(argv + 1, argv + argc);
    mechlab::cli::installInterruptHandlers();
    return mechlab::cli::runCli(args, std::cout, std::cerr);
}
