#include "integrate/Tableaus.h"

#include <cmath>

namespace mechlab::core {

namespace {

ImplicitTableau makeTableau(std::string id, int order, std::vector<double> c,
                            std::vector<std::vector<double>> a, std::vector<double> b) {
    ImplicitTableau t;
    t.id = std::move(id);
    t.order = order;
    const int s = int(c.size());
    t.c = Eigen::Map<Eigen::VectorXd>(c.data(), s);
    t.b = Eigen::Map<Eigen::VectorXd>(b.data(), s);
    t.A.resize(s, s);
    for (int i = 0; i < s; ++i)
        for (int j = 0; j < s; ++j) t.A(i, j) = a[std::size_t(i)][std::size_t(j)];
    return t;
}

} // namespace

const ImplicitTableau& radau5Tableau() {
    static const ImplicitTableau t = [] {
        const double r = std::sqrt(6.0);
        return makeTableau(
            "radau5", 5, {(4.0 - r) / 10.0, (4.0 + r) / 10.0, 1.0},
            {{(88.0 - 7.0 * r) / 360.0, (296.0 - 169.0 * r) / 1800.0, (-2.0 + 3.0 * r) / 225.0},
             {(296.0 + 169.0 * r) / 1800.0, (88.0 + 7.0 * r) / 360.0, (-2.0 - 3.0 * r) / 225.0},
             {(16.0 - r) / 36.0, (16.0 + r) / 36.0, 1.0 / 9.0}},
            {(16.0 - r) / 36.0, (16.0 + r) / 36.0, 1.0 / 9.0});
    }();
    return t;
}

const ImplicitTableau& radau3Tableau() {
    static const ImplicitTableau t = makeTableau(
        "radau3", 3, {1.0 / 3.0, 1.0}, {{5.0 / 12.0, -1.0 / 12.0}, {0.75, 0.25}}, {0.75, 0.25});
    return t;
}

const ImplicitTableau& implicitEulerTableau() {
    static const ImplicitTableau t = makeTableau("implicit-euler", 1, {1.0}, {{1.0}}, {1.0});
    return t;
}

const ImplicitTableau& midpointTableau() {
    static const ImplicitTableau t = makeTableau("midpoint", 2, {0.5}, {{0.5}}, {1.0});
    return t;
}

const ImplicitTableau& lobatto3aTableau() {
    static const ImplicitTableau t = makeTableau(
        "lobatto3a", 4, {0.0, 0.5, 1.0},
        {{0.0, 0.0, 0.0}, {5.0 / 24.0, 1.0 / 3.0, -1.0 / 24.0}, {1.0 / 6.0, 2.0 / 3.0, 1.0 / 6.0}},
        {1.0 / 6.0, 2.0 / 3.0, 1.0 / 6.0});
    return t;
}

} // namespace mechlab::core
