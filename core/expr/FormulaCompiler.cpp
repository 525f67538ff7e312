#include "expr/FormulaCompiler.h"

#include "base/Text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <deque>
#include <muParser.h>
#include <numbers>
#include <string_view>
#include <vector>

namespace mechlab::core {

namespace {

// One distinct C function per formula function: the bytecode names a function only by its
// pointer, so the pointer identifies the graph operation. The bodies give muParser's throwaway
// evaluation a value; mechlab never evaluates through muParser.
double fnSin(double x) {
    return std::sin(x);
}
double fnCos(double x) {
    return std::cos(x);
}
double fnTan(double x) {
    return std::tan(x);
}
double fnAsin(double x) {
    return std::asin(x);
}
double fnAcos(double x) {
    return std::acos(x);
}
double fnAtan(double x) {
    return std::atan(x);
}
double fnSinh(double x) {
    return std::sinh(x);
}
double fnCosh(double x) {
    return std::cosh(x);
}
double fnTanh(double x) {
    return std::tanh(x);
}
double fnExp(double x) {
    return std::exp(x);
}
double fnLog(double x) {
    return std::log(x);
}
double fnSqrt(double x) {
    return std::sqrt(x);
}
double fnAbs(double x) {
    return std::abs(x);
}
double fnSign(double x) {
    return x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0);
}
double fnEllipK(double m) {
    return m;
}
double fnNeg(double x) {
    return -x;
}
double fnPlus(double x) {
    return x;
}
double fnAtan2(double y, double x) {
    return std::atan2(y, x);
}
double fnMin(double a, double b) {
    return std::min(a, b);
}
double fnMax(double a, double b) {
    return std::max(a, b);
}
double fnJsn(double u, double m) {
    return u + m;
}
double fnJcn(double u, double m) {
    return u - m;
}
double fnJdn(double u, double m) {
    return u * m;
}

struct Function1 {
    const char* name;
    double (*fn)(double);
    Op op;
};
struct Function2 {
    const char* name;
    double (*fn)(double, double);
    Op op;
};

// Special functions (isSpecialFunction(op)) are defined only for exact-solution formulas.
const Function1 kFunctions1[] = {
    {"sin", fnSin, Op::Sin},          {"cos", fnCos, Op::Cos},    {"tan", fnTan, Op::Tan},
    {"asin", fnAsin, Op::Asin},       {"acos", fnAcos, Op::Acos}, {"atan", fnAtan, Op::Atan},
    {"sinh", fnSinh, Op::Sinh},       {"cosh", fnCosh, Op::Cosh}, {"tanh", fnTanh, Op::Tanh},
    {"exp", fnExp, Op::Exp},          {"log", fnLog, Op::Log},    {"ln", fnLog, Op::Log},
    {"sqrt", fnSqrt, Op::Sqrt},       {"abs", fnAbs, Op::Abs},    {"sign", fnSign, Op::Sign},
    {"ellipk", fnEllipK, Op::EllipK},
};
const Function2 kFunctions2[] = {
    {"atan2", fnAtan2, Op::Atan2}, {"min", fnMin, Op::Min},      {"max", fnMax, Op::Max},
    {"jsn", fnJsn, Op::JacobiSn},  {"jcn", fnJcn, Op::JacobiCn}, {"jdn", fnJdn, Op::JacobiDn},
};

template <typename Entry, std::size_t N>
const Entry* findByPointer(const Entry (&table)[N], mu::erased_fun_type raw) {
    for (const Entry& f : table)
        if (raw == reinterpret_cast<mu::erased_fun_type>(f.fn)) return &f;
    return nullptr;
}

bool isSpecialName(const std::string& name) {
    return name == "ellipk" || name == "jsn" || name == "jcn" || name == "jdn";
}

// A token in quotes, shortened: a message need not repeat a thousand characters.
std::string quoted(const std::string& s) {
    constexpr std::size_t kShown = 40;
    return "'" + (s.size() <= kShown ? s : s.substr(0, kShown) + "...") + "'";
}

Diagnostic diagnostic(const Location& where, const std::string& text, int pos,
                      std::string message) {
    return Diagnostic{where, text, pos, std::move(message)};
}

// Where a formula longer than `limit` characters can be cut into pieces of at most `limit`: the
// starts of the pieces (the first is 0), each cut before a '+' or '-' that adds a term at the
// top level (outside parentheses; not a sign, not the sign of a number's exponent). Empty when
// it cannot be cut so: an operator of lower precedence than + (a comparison, && ||, ?:, ',')
// at the top level, unbalanced parentheses, or a single term longer than `limit`.
std::vector<std::size_t> piecesOfLongSum(const std::string& text, std::size_t limit) {
    auto operandEnd = [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' || ch == ')';
    };
    auto word = [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.';
    };
    std::vector<std::size_t> termStarts;
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char ch = text[i];
        if (ch == '(') ++depth;
        if (ch == ')' && --depth < 0) return {};
        if (depth > 0) continue;
        if (std::string_view("<>=!&|?:,").find(ch) != std::string_view::npos) return {};
        if (ch != '+' && ch != '-') continue;
        std::size_t before = i;
        while (before > 0 && std::isspace(static_cast<unsigned char>(text[before - 1]))) --before;
        if (before == 0 || !operandEnd(text[before - 1])) continue; // a sign
        if (before == i && (text[i - 1] == 'e' || text[i - 1] == 'E')) {
            // 2.5e-3: the exponent's sign when the word before is digits then e.
            std::size_t w = i - 1;
            while (w > 0 && word(text[w - 1])) --w;
            const std::string_view mantissa(text.data() + w, i - 1 - w);
            if (!mantissa.empty() && mantissa.find_first_not_of("0123456789.") == std::string::npos)
                continue;
        }
        termStarts.push_back(i);
    }
    if (depth != 0) return {};
    termStarts.push_back(text.size());
    std::vector<std::size_t> pieces{0};
    std::size_t last = 0; // the last term start within the current piece
    for (const std::size_t next : termStarts) {
        if (next - pieces.back() <= limit) {
            last = next;
            continue;
        }
        if (last == pieces.back()) return {}; // one term alone is too long
        pieces.push_back(last);
        if (next - last > limit) return {};
        last = next;
    }
    return pieces;
}

} // namespace

struct FormulaCompiler::Chain {
    Op op = Op::Add;                            // Add (with subtracted terms) or Mul
    std::vector<std::pair<NodeId, bool>> terms; // a term, and whether it is subtracted
};

NodeId FormulaCompiler::combine(ExprGraph& graph, const Chain& chain) {
    // Up to this many terms the chain is formed as written, left to right, so that an ordinary
    // formula is evaluated in the order its text gives; longer ones are balanced (depth log2 n).
    constexpr std::size_t kAsWritten = 64;
    if (chain.terms.size() <= kAsWritten) {
        NodeId node = chain.terms.front().first;
        for (std::size_t k = 1; k < chain.terms.size(); ++k) {
            const auto& [term, subtracted] = chain.terms[k];
            node = chain.op == Op::Mul ? graph.mul(node, term)
                   : subtracted        ? graph.sub(node, term)
                                       : graph.add(node, term);
        }
        return node;
    }
    std::vector<NodeId> terms;
    terms.reserve(chain.terms.size());
    for (const auto& [term, subtracted] : chain.terms)
        terms.push_back(subtracted ? graph.neg(term) : term);
    return chain.op == Op::Mul ? graph.product(std::move(terms)) : graph.sum(std::move(terms));
}

bool isReservedName(const std::string& name) {
    if (name == "t" || name == "pi") return true;
    for (const auto& f : kFunctions1)
        if (name == f.name) return true;
    for (const auto& f : kFunctions2)
        if (name == f.name) return true;
    return false;
}

bool isValidIdentifier(const std::string& name) {
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
    return std::all_of(name.begin(), name.end(), [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_';
    });
}

FormulaCompiler::FormulaCompiler(ExprGraph& graph) : m_graph(graph) {}

FormulaCompiler::~FormulaCompiler() = default;

mu::Parser& FormulaCompiler::parser(bool allowSpecial) const {
    std::unique_ptr<mu::Parser>& made = m_parsers[allowSpecial ? 1 : 0];
    if (!made) {
        made = std::make_unique<mu::Parser>();
        mu::Parser& p = *made;
        p.EnableOptimizer(false);
        p.ClearFun();
        p.ClearConst();
        p.ClearInfixOprt();
        p.ClearPostfixOprt();
        p.ClearOprt();
        p.DefineConst("pi", std::numbers::pi);
        p.DefineInfixOprt("-", fnNeg);
        p.DefineInfixOprt("+", fnPlus);
        for (const auto& f : kFunctions1)
            if (allowSpecial || !isSpecialFunction(f.op)) p.DefineFun(f.name, f.fn);
        for (const auto& f : kFunctions2)
            if (allowSpecial || !isSpecialFunction(f.op)) p.DefineFun(f.name, f.fn);
    }
    made->ClearVar();
    return *made;
}

std::variant<NodeId, Diagnostic>
FormulaCompiler::compile(const Location& where, const std::string& text, bool allowSpecial) const {
    if (std::all_of(text.begin(), text.end(),
                    [](char ch) { return std::isspace(static_cast<unsigned char>(ch)); }))
        return diagnostic(where, text, 0, localized("core", "the formula is empty"));
    if (const auto bad =
            std::find_if(text.begin(), text.end(),
                         [](char ch) { return static_cast<unsigned char>(ch) >= 128; });
        bad != text.end())
        return diagnostic(where, text, int(bad - text.begin()),
                          localized("core", "only ASCII characters are allowed in formulas"));
    if (const auto bad = std::find_if(text.begin(), text.end(),
                                      [](char ch) {
                                          return std::iscntrl(static_cast<unsigned char>(ch)) &&
                                                 !std::isspace(static_cast<unsigned char>(ch));
                                      });
        bad != text.end())
        return diagnostic(where, text, int(bad - text.begin()),
                          localized("core", "control character (code %1) in the formula")
                              .arg(std::to_string(static_cast<unsigned char>(*bad))));

    const auto compiled = compileRange(where, text, 0, text.size(), allowSpecial, 0);
    if (std::holds_alternative<Diagnostic>(compiled)) return compiled;
    const NodeId result = std::get<NodeId>(compiled);
    // Constant parts are folded while the graph is built: 0/0 or 1e308*10 would otherwise
    // surface only in a run, as a value nobody typed.
    if (m_graph.contains(result, [](const Node& n) {
            return (n.op == Op::Const || n.op == Op::PowConst) && !std::isfinite(n.value);
        }))
        return diagnostic(
            where, text, -1,
            localized("core", "a constant part of the formula is not finite (a division by zero or "
                              "an overflow in numbers alone, such as 0/0 or 1e308*10)"));
    return result;
}

std::variant<NodeId, Diagnostic> FormulaCompiler::compileRange(const Location& where,
                                                               const std::string& whole,
                                                               std::size_t begin, std::size_t end,
                                                               bool allowSpecial, int level) const {
    // muParser takes formulas shorter than MaxLenExpression characters. A longer text is cut:
    // first every long argument in parentheses at its top level ("g*(y1 + ... + y10000)",
    // "sin(...)", each argument of "atan2(..., ...)") is compiled on its own, recursively, and
    // stands in the text as a name; then what remains, when still too long, is cut before its
    // top-level terms into pieces under the limit.
    constexpr std::size_t kLongest = std::size_t(mu::MaxLenExpression) - 1;
    constexpr std::size_t kLongArgument = 256;
    constexpr int kMostLevels = 32; // of long arguments inside long arguments
    auto tooLong = [&] {
        return diagnostic(where, whole, -1,
                          localized("core", "the formula is too long (a part of %1 characters or "
                                            "more that is not a sum of terms): split it with "
                                            "definitions")
                              .arg(std::to_string(mu::MaxLenExpression)));
    };
    std::string text;
    std::map<std::string, NodeId> parts;
    struct Replaced {
        std::size_t at, length;              // the name in `text`
        std::size_t originalAt, originalEnd; // the argument it stands for in `whole`
    };
    std::vector<Replaced> replaced;
    if (end - begin <= kLongest) {
        text = whole.substr(begin, end - begin);
    } else {
        if (level >= kMostLevels) return tooLong();
        std::size_t copied = begin, argumentStart = begin;
        int depth = 0;
        for (std::size_t i = begin; i < end; ++i) {
            const char ch = whole[i];
            if (ch == '(' && depth++ == 0) argumentStart = i + 1;
            if (depth != 1 || (ch != ',' && ch != ')')) continue;
            if (i - argumentStart > kLongArgument) {
                auto inner = compileRange(where, whole, argumentStart, i, allowSpecial, level + 1);
                if (std::holds_alternative<Diagnostic>(inner)) return inner;
                std::string name = "_part" + std::to_string(parts.size());
                while (m_names.count(name)) name.insert(0, "_");
                text.append(whole, copied, argumentStart - copied);
                replaced.push_back({text.size(), name.size(), argumentStart, i});
                text += name;
                parts.emplace(name, std::get<NodeId>(inner));
                copied = i;
            }
            argumentStart = i + 1;
            if (ch == ')') --depth;
        }
        text.append(whole, copied, end - copied);
    }
    // A position in `text` as one in `whole`: after the last name passed, or inside a name
    // (the start of the argument it stands for).
    auto inWhole = [&](int pos) {
        const std::size_t at = std::size_t(pos);
        std::size_t textFrom = 0, wholeFrom = begin;
        for (const Replaced& r : replaced) {
            if (at < r.at) break;
            if (at < r.at + r.length) return int(r.originalAt);
            textFrom = r.at + r.length;
            wholeFrom = r.originalEnd;
        }
        return int(wholeFrom + (at - textFrom));
    };
    std::vector<std::size_t> cuts{0};
    if (text.size() > kLongest) {
        cuts = piecesOfLongSum(text, kLongest);
        if (cuts.empty()) return tooLong();
    }
    cuts.push_back(text.size());
    Chain all{Op::Add, {}};
    for (std::size_t p = 0; p + 1 < cuts.size(); ++p) {
        Chain piece{Op::Add, {}};
        if (auto failed = compilePiece(where, text.substr(cuts[p], cuts[p + 1] - cuts[p]), parts,
                                       allowSpecial, piece)) {
            failed->formula = whole;
            if (failed->position >= 0) failed->position = inWhole(failed->position + int(cuts[p]));
            return *failed;
        }
        if (cuts.size() == 2) {
            all = std::move(piece);
        } else if (piece.op == Op::Add) {
            all.terms.insert(all.terms.end(), piece.terms.begin(), piece.terms.end());
        } else {
            all.terms.push_back({combine(m_graph, piece), false});
        }
    }
    return combine(m_graph, all);
}

std::optional<Diagnostic> FormulaCompiler::compilePiece(const Location& where,
                                                        const std::string& text,
                                                        const std::map<std::string, NodeId>& parts,
                                                        bool allowSpecial, Chain& out) const {
    auto fail = [&](int pos, std::string message) {
        return diagnostic(where, text, pos, std::move(message));
    };
    mu::Parser& parser = this->parser(allowSpecial);
    // Only the known names the text mentions become muParser variables (defining every name
    // for every formula made compiling n definitions cost n^2). Candidates: within each run of
    // letters, digits, '_' and '.', the tail from its start and from every letter or '_' that
    // follows a digit or '.' ("2x" mentions x; muParser decides what the text means).
    // muParser variables point at storage; the pointer in the bytecode identifies the name.
    std::vector<std::pair<std::string, NodeId>> mentioned;
    auto nodeOfName = [&](const std::string& name) {
        if (const auto it = parts.find(name); it != parts.end()) return it->second;
        const auto it = m_names.find(name);
        return it != m_names.end() ? it->second : NodeId(-1);
    };
    auto word = [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.';
    };
    auto letter = [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_'; };
    for (std::size_t i = 0; i < text.size();) {
        if (!word(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && word(text[end])) ++end;
        for (std::size_t k = i; k < end; ++k) {
            if (!letter(text[k]) || (k > i && letter(text[k - 1]))) continue;
            const std::string name = text.substr(k, end - k);
            const NodeId node = nodeOfName(name);
            if (node >= 0 && std::none_of(mentioned.begin(), mentioned.end(),
                                          [&](const auto& m) { return m.first == name; }))
                mentioned.emplace_back(name, node);
        }
        i = end;
    }
    std::vector<double> storage(mentioned.size(), 0.5);
    std::vector<NodeId> nodeOfVar;
    nodeOfVar.reserve(mentioned.size());
    for (const auto& [name, node] : mentioned) {
        try {
            parser.DefineVar(name, &storage[nodeOfVar.size()]);
        } catch (const mu::Parser::exception_type& e) {
            // The model compiler checks names first; this keeps any other caller safe.
            return fail(-1, localized("core", "the name %1 cannot be used in formulas (%2)")
                                .arg(quoted(name))
                                .arg(e.GetMsg()));
        }
        nodeOfVar.push_back(node);
    }

    const mu::SToken* tokens = nullptr;
    std::size_t tokenCount = 0;
    try {
        parser.SetExpr(text);
        parser.Eval();
        tokens = parser.GetByteCode().GetBase();
        tokenCount = parser.GetByteCode().GetSize();
    } catch (const mu::Parser::exception_type& e) {
        // muParser sometimes reports one past the end; clamp to the text.
        int pos = std::clamp(static_cast<int>(e.GetPos()), 0, static_cast<int>(text.size()));
        std::string token = e.GetToken();
        token.erase(token.find_last_not_of(" \t") + 1);
        switch (e.GetCode()) {
        case mu::ecUNASSIGNABLE_TOKEN:
            if (m_pending && m_pending->count(token))
                return fail(
                    pos, localized(
                             "core",
                             "%1 is used before it is defined (definitions are evaluated in order)")
                             .arg(quoted(token)));
            if (isSpecialName(token))
                return fail(pos,
                            localized("core", "%1 is available in exact-solution formulas only")
                                .arg(quoted(token)));
            if (isReservedName(token) && token != "t" && token != "pi")
                return fail(pos, localized("core", "%1 is a function: write %2(...)")
                                     .arg(quoted(token))
                                     .arg(token));
            if (isValidIdentifier(token))
                return fail(pos, localized("core", "unknown name %1").arg(quoted(token)));
            if (!token.empty() &&
                (std::isdigit(static_cast<unsigned char>(token[0])) || token[0] == '.'))
                return fail(
                    pos,
                    localized("core", "malformed or out-of-range number %1").arg(quoted(token)));
            return fail(pos, localized("core", "unexpected %1").arg(quoted(token)));
        case mu::ecIDENTIFIER_TOO_LONG:
            return fail(pos, localized("core", "the name %1 is too long (more than %2 characters)")
                                 .arg(quoted(token))
                                 .arg(std::to_string(mu::MaxLenIdentifier)));
        case mu::ecUNEXPECTED_EOF:
            return fail(pos, localized("core", "the formula ends unexpectedly"));
        case mu::ecMISSING_PARENS:
            return fail(pos, localized("core", "missing closing parenthesis"));
        case mu::ecUNEXPECTED_PARENS:
            return fail(pos, localized("core", "unexpected parenthesis"));
        case mu::ecTOO_MANY_PARAMS:
            return fail(pos, localized("core", "too many arguments for %1").arg(quoted(token)));
        case mu::ecTOO_FEW_PARAMS:
            return fail(pos, localized("core", "too few arguments for %1").arg(quoted(token)));
        case mu::ecUNEXPECTED_VAR:
        case mu::ecUNEXPECTED_VAL:
            return fail(pos,
                        localized("core", "unexpected %1 (missing operator?)").arg(quoted(token)));
        case mu::ecUNEXPECTED_OPERATOR:
            return fail(pos, localized("core", "unexpected operator %1").arg(quoted(token)));
        case mu::ecUNEXPECTED_ARG_SEP:
            return fail(pos, localized("core", "unexpected ',' outside a function call"));
        case mu::ecUNEXPECTED_FUN:
            return fail(
                pos,
                localized("core", "unexpected function %1 (missing operator?)").arg(quoted(token)));
        case mu::ecMISPLACED_COLON:
        case mu::ecMISSING_ELSE_CLAUSE:
        case mu::ecUNEXPECTED_CONDITIONAL: {
            // Point at the operator of the broken conditional.
            const auto mark = text.find(e.GetCode() == mu::ecMISPLACED_COLON ? ':' : '?');
            if (mark != std::string::npos) pos = static_cast<int>(mark);
            return fail(pos,
                        localized("core", "incomplete conditional: write 'condition ? a : b'"));
        }
        default:
            return fail(pos, e.GetMsg());
        }
    }

    // Translate the reverse Polish bytecode into graph nodes. Sums and products stay flat
    // chains on the stack until something else uses them (combine), so that a + b + c + ... of
    // any length is one balanced tree, not a left-leaning one as deep as it is long.
    ExprGraph& g = m_graph;
    struct Value {
        NodeId node = -1;
        int chain = -1; // an index into chains, or -1
    };
    std::vector<Value> stack;
    std::vector<Chain> chains;
    struct Branch {
        NodeId condition;
        NodeId whenTrue = -1;
    };
    std::vector<Branch> branches;
    auto nodeOf = [&](const Value& v) {
        return v.chain < 0 ? v.node : combine(g, chains[std::size_t(v.chain)]);
    };
    auto pop = [&]() {
        const Value v = stack.back();
        stack.pop_back();
        return nodeOf(v);
    };
    auto push = [&stack](NodeId node) { stack.push_back(Value{node, -1}); };
    // a op b with op Add, Sub or Mul: b joins a's chain of the same kind, or both start one.
    // A chain as b (written in parentheses) is combined first: the grouping written is kept.
    auto extend = [&](Op kind, bool negative) {
        const NodeId b = pop();
        const Value a = stack.back();
        stack.pop_back();
        if (a.chain >= 0 && chains[std::size_t(a.chain)].op == kind) {
            chains[std::size_t(a.chain)].terms.push_back({b, negative});
            stack.push_back(a);
            return;
        }
        chains.push_back(Chain{kind, {{nodeOf(a), false}, {b, negative}}});
        stack.push_back(Value{-1, int(chains.size()) - 1});
    };
    auto internalError = [&](const std::string& what) {
        return fail(
            -1, localized("core", "the formula uses %1, which mechlab does not support").arg(what));
    };
    for (std::size_t i = 0; i < tokenCount; ++i) {
        const mu::SToken& tok = tokens[i];
        switch (tok.Cmd) {
        case mu::cmEND:
            i = tokenCount;
            break;
        case mu::cmVAL:
            push(g.constant(tok.Val.data2));
            break;
        case mu::cmVAR:
            push(nodeOfVar[std::size_t(tok.Val.ptr - storage.data())]);
            break;
        case mu::cmADD:
            extend(Op::Add, false);
            break;
        case mu::cmSUB:
            extend(Op::Add, true);
            break;
        case mu::cmMUL:
            extend(Op::Mul, false);
            break;
        case mu::cmLE:
        case mu::cmGE:
        case mu::cmNEQ:
        case mu::cmEQ:
        case mu::cmLT:
        case mu::cmGT:
        case mu::cmDIV:
        case mu::cmPOW:
        case mu::cmLAND:
        case mu::cmLOR: {
            static const std::map<mu::ECmdCode, Op> binary = {
                {mu::cmLE, Op::Le},   {mu::cmGE, Op::Ge},   {mu::cmNEQ, Op::Ne},
                {mu::cmEQ, Op::Eq},   {mu::cmLT, Op::Lt},   {mu::cmGT, Op::Gt},
                {mu::cmDIV, Op::Div}, {mu::cmPOW, Op::Pow}, {mu::cmLAND, Op::And},
                {mu::cmLOR, Op::Or}};
            const NodeId b = pop(), a = pop();
            push(g.make(binary.at(tok.Cmd), a, b));
            break;
        }
        case mu::cmIF:
            branches.push_back({pop()});
            break;
        case mu::cmELSE:
            branches.back().whenTrue = pop();
            break;
        case mu::cmENDIF: {
            const NodeId whenFalse = pop();
            const Branch br = branches.back();
            branches.pop_back();
            push(g.make(Op::Select, br.condition, br.whenTrue, whenFalse));
            break;
        }
        case mu::cmFUNC: {
            const auto raw = tok.Fun.cb._pRawFun;
            if (tok.Fun.argc == 1) {
                const NodeId a = pop();
                if (raw == reinterpret_cast<mu::erased_fun_type>(fnNeg))
                    push(g.neg(a));
                else if (raw == reinterpret_cast<mu::erased_fun_type>(fnPlus))
                    push(a);
                else if (const auto* f = findByPointer(kFunctions1, raw))
                    push(g.make(f->op, a));
                else
                    return internalError(localized("core", "an unknown function"));
            } else if (tok.Fun.argc == 2) {
                const NodeId b = pop(), a = pop();
                if (const auto* f = findByPointer(kFunctions2, raw))
                    push(g.make(f->op, a, b));
                else
                    return internalError(localized("core", "an unknown function"));
            } else {
                return internalError(localized("core", "a function with %1 arguments")
                                         .arg(std::to_string(tok.Fun.argc)));
            }
            break;
        }
        case mu::cmASSIGN: {
            const auto eq = text.find('=');
            return fail(
                eq == std::string::npos ? -1 : int(eq),
                localized("core", "assignments are not allowed; write only the right-hand side"));
        }
        default:
            return internalError(localized("core", "an unsupported construct"));
        }
    }
    if (stack.size() != 1 || !branches.empty()) {
        const auto comma = text.find(',');
        return fail(
            comma == std::string::npos ? -1 : int(comma),
            localized(
                "core",
                "a formula must be a single expression (found a ',' outside a function call)"));
    }
    const Value top = stack.back();
    out = top.chain >= 0 ? std::move(chains[std::size_t(top.chain)])
                         : Chain{Op::Add, {{top.node, false}}};
    return std::nullopt;
}

} // namespace mechlab::core
