// The operations' arities and names (expr/Ops.h).

#include "expr/Ops.h"

namespace mechlab::core {

int arity(Op op) {
    switch (op) {
    case Op::Const:
    case Op::Input:
        return 0;
    case Op::Add:
    case Op::Sub:
    case Op::Mul:
    case Op::Div:
    case Op::Pow:
    case Op::Atan2:
    case Op::Min:
    case Op::Max:
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge:
    case Op::Eq:
    case Op::Ne:
    case Op::And:
    case Op::Or:
    case Op::JacobiSn:
    case Op::JacobiCn:
    case Op::JacobiDn:
        return 2;
    case Op::Select:
        return 3;
    default:
        return 1;
    }
}

bool isSpecialFunction(Op op) {
    return op == Op::EllipK || op == Op::JacobiSn || op == Op::JacobiCn || op == Op::JacobiDn;
}

const char* functionName(Op op) {
    switch (op) {
    case Op::Sin:
        return "sin";
    case Op::Cos:
        return "cos";
    case Op::Tan:
        return "tan";
    case Op::Asin:
        return "asin";
    case Op::Acos:
        return "acos";
    case Op::Atan:
        return "atan";
    case Op::Atan2:
        return "atan2";
    case Op::Sinh:
        return "sinh";
    case Op::Cosh:
        return "cosh";
    case Op::Tanh:
        return "tanh";
    case Op::Exp:
        return "exp";
    case Op::Log:
        return "log";
    case Op::Sqrt:
        return "sqrt";
    case Op::Abs:
        return "abs";
    case Op::Sign:
        return "sign";
    case Op::Min:
        return "min";
    case Op::Max:
        return "max";
    case Op::EllipK:
        return "ellipk";
    case Op::JacobiSn:
        return "jsn";
    case Op::JacobiCn:
        return "jcn";
    case Op::JacobiDn:
        return "jdn";
    default:
        return "";
    }
}

} // namespace mechlab::core
