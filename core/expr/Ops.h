#pragma once

// Double evaluation of one graph operation, shared by constant folding and the tape.

#include "expr/ExprGraph.h"
#include "expr/SpecialFunctions.h"

#include <cmath>

namespace mechlab::core {

inline double boolValue(bool b) {
    return b ? 1.0 : 0.0;
}

/// Value of operation `n` applied to operand values a, b, c.
inline double applyOp(const Node& n, double a, double b, double c) {
    switch (n.op) {
    case Op::Const:
        return n.value;
    case Op::Input:
        return 0.0;
    case Op::Add:
        return a + b;
    case Op::Sub:
        return a - b;
    case Op::Mul:
        return a * b;
    case Op::Div:
        return a / b;
    case Op::Neg:
        return -a;
    case Op::PowInt:
        switch (n.index) {
        case 2:
            return a * a;
        case 3:
            return a * a * a;
        case -1:
            return 1.0 / a;
        default:
            return std::pow(a, n.index);
        }
    case Op::PowConst:
        return std::pow(a, n.value);
    case Op::Pow:
        return std::pow(a, b);
    case Op::Sin:
        return std::sin(a);
    case Op::Cos:
        return std::cos(a);
    case Op::Tan:
        return std::tan(a);
    case Op::Asin:
        return std::asin(a);
    case Op::Acos:
        return std::acos(a);
    case Op::Atan:
        return std::atan(a);
    case Op::Atan2:
        return std::atan2(a, b);
    case Op::Sinh:
        return std::sinh(a);
    case Op::Cosh:
        return std::cosh(a);
    case Op::Tanh:
        return std::tanh(a);
    case Op::Exp:
        return std::exp(a);
    case Op::Log:
        return std::log(a);
    case Op::Sqrt:
        return std::sqrt(a);
    case Op::Abs:
        return std::abs(a);
    case Op::Sign:
        return a > 0.0 ? 1.0 : (a < 0.0 ? -1.0 : 0.0);
    case Op::Min:
        return a <= b ? a : b;
    case Op::Max:
        return a >= b ? a : b;
    case Op::Lt:
        return boolValue(a < b);
    case Op::Le:
        return boolValue(a <= b);
    case Op::Gt:
        return boolValue(a > b);
    case Op::Ge:
        return boolValue(a >= b);
    case Op::Eq:
        return boolValue(a == b);
    case Op::Ne:
        return boolValue(a != b);
    case Op::And:
        return boolValue(a != 0.0 && b != 0.0);
    case Op::Or:
        return boolValue(a != 0.0 || b != 0.0);
    case Op::Select:
        return a != 0.0 ? b : c;
    case Op::EllipK:
        return special::ellipK(a);
    case Op::JacobiSn:
        return special::jacobiSn(a, b);
    case Op::JacobiCn:
        return special::jacobiCn(a, b);
    case Op::JacobiDn:
        return special::jacobiDn(a, b);
    }
    return std::nan("");
}

} // namespace mechlab::core
