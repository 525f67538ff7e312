<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>the export was cancelled</source>
        <translation>der Export wurde abgebrochen</translation>
    </message>
    <message>
        <source> (empty)&lt;/td&gt;</source>
        <translation> (leer)&lt;/td&gt;</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>Tolerance</source>
        <translation>Toleranz</translation>
    </message>
    <message>
        <source>Relative and absolute tolerance of IDA&apos;s error test (positions and velocities; the multipliers are excluded)</source>
        <translation>Relative und absolute Toleranz des Fehlertests von IDA (Lagen und Geschwindigkeiten; die Multiplikatoren sind ausgenommen)</translation>
    </message>
    <message>
        <source>Initial step</source>
        <translation>Anfangsschritt</translation>
    </message>
    <message>
        <source>First step size (s); empty: IDA chooses</source>
        <translation>Erste Schrittweite (s); leer: IDA wählt sie</translation>
    </message>
    <message>
        <source>Formulation</source>
        <translation>Formulierung</translation>
    </message>
    <message>
        <source>ggl: stabilized index 2 (g = 0 and G v + g_t = 0 with an extra multiplier, no drift); index1: acceleration level (g and G v drift)</source>
        <translation>ggl: stabilisierter Index 2 (g = 0 und G v + g_t = 0 mit einem zusätzlichen Multiplikator, keine Drift); index1: Beschleunigungsebene (g und G v driften)</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>on: the reported points are projected onto g = 0 and G v + g_t = 0 (IDA continues from its own values); off: reported as computed</source>
        <translation>on: die ausgegebenen Punkte werden auf g = 0 und G v + g_t = 0 projiziert (IDA rechnet mit den eigenen Werten weiter); off: ausgegeben wie berechnet</translation>
    </message>
    <message>
        <source>Maximum steps</source>
        <translation>Höchstzahl der Schritte</translation>
    </message>
    <message>
        <source>IDA stops with a message after this many steps</source>
        <translation>IDA hält nach so vielen Schritten mit einer Meldung an</translation>
    </message>
    <message>
        <source>Initial step size (s) with a tolerance; the fixed step without one</source>
        <translation>Anfangsschrittweite (s) mit Toleranz; ohne Toleranz der feste Schritt</translation>
    </message>
    <message>
        <source>Relative and absolute tolerance of the embedded error estimate; leave empty for fixed steps</source>
        <translation>Relative und absolute Toleranz der eingebetteten Fehlerschätzung; leer lassen für feste Schritte</translation>
    </message>
    <message>
        <source>Algebraic equation of every stage: index3 (g = 0), index2 (G v + g_t = 0, g drifts), ggl (both, with an extra multiplier: no drift), index1 (acceleration level, with optional Baumgarte feedback)</source>
        <translation>Algebraische Gleichung jeder Stufe: index3 (g = 0), index2 (G v + g_t = 0, g driftet), ggl (beide, mit einem zusätzlichen Multiplikator: keine Drift), index1 (Beschleunigungsebene, wahlweise mit Baumgarte-Rückführung)</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Multiplikatoren</translation>
    </message>
    <message>
        <source>Step h</source>
        <translation>Schritt h</translation>
    </message>
    <message>
        <source>Fixed step size (s); with a tolerance, the initial step</source>
        <translation>Feste Schrittweite (s); mit Toleranz der Anfangsschritt</translation>
    </message>
    <message>
        <source>Relative and absolute error tolerance per step (step doubling); leave empty for fixed steps</source>
        <translation>Relative und absolute Fehlertoleranz pro Schritt (Schrittverdopplung); leer lassen für feste Schritte</translation>
    </message>
    <message>
        <source>After each step: off (drift visible), velocity (onto G v + g_t = 0), or on (positions onto g = 0, then velocities)</source>
        <translation>Nach jedem Schritt: off (Drift sichtbar), velocity (auf G v + g_t = 0) oder on (Lagen auf g = 0, dann Geschwindigkeiten)</translation>
    </message>
    <message>
        <source>Project every</source>
        <translation>Projizieren alle</translation>
    </message>
    <message>
        <source>Project after every N-th step only (1 = every step); larger N lets the drift grow between projections</source>
        <translation>Nur nach jedem N-ten Schritt projizieren (1 = jeder Schritt); ein größeres N lässt die Drift zwischen den Projektionen wachsen</translation>
    </message>
    <message>
        <source>post: recomputed at each step point from the index-1 system (full order); raw: the method&apos;s last-stage value (order 2)</source>
        <translation>post: an jedem Schrittpunkt aus dem Index-1-System neu berechnet (volle Ordnung); raw: der Wert der letzten Stufe des Verfahrens (Ordnung 2)</translation>
    </message>
    <message>
        <source>Damping rate alpha (1/s) of eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = off (index1 formulation only)</source>
        <translation>Dämpfungsrate alpha (1/s) von eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = aus (nur Formulierung index1)</translation>
    </message>
    <message>
        <source>Damping rate alpha (1/s) of eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = off. Keep h*alpha below about 1 with explicit methods</source>
        <translation>Dämpfungsrate alpha (1/s) von eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = aus. Bei expliziten Verfahren h*alpha unter etwa 1 halten</translation>
    </message>
    <message>
        <source>Frequency beta (1/s) of eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = off (index1 formulation only)</source>
        <translation>Frequenz beta (1/s) von eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = aus (nur Formulierung index1)</translation>
    </message>
    <message>
        <source>Frequency beta (1/s) of eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = off. Keep h*beta below about 1 with explicit methods</source>
        <translation>Frequenz beta (1/s) von eps&apos;&apos; + 2 alpha eps&apos; + beta^2 eps = 0; 0 = aus. Bei expliziten Verfahren h*beta unter etwa 1 halten</translation>
    </message>
    <message>
        <source>Baumgarte alpha</source>
        <translation>Baumgarte alpha</translation>
    </message>
    <message>
        <source>Baumgarte beta</source>
        <translation>Baumgarte beta</translation>
    </message>
    <message>
        <source>Segment h</source>
        <translation>Segment h</translation>
    </message>
    <message>
        <source>Length of each expansion segment (s); the series restarts at its end</source>
        <translation>Länge jedes Entwicklungssegments (s); an seinem Ende beginnt die Reihe neu</translation>
    </message>
    <message>
        <source>Adaptive segments: length from the decay of the last two Taylor coefficients so that they stay below this relative and absolute tolerance; empty for fixed segments</source>
        <translation>Adaptive Segmente: Länge aus dem Abfall der letzten beiden Taylor-Koeffizienten, sodass sie unter dieser relativen und absoluten Toleranz bleiben; leer für feste Segmente</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordnung</translation>
    </message>
    <message>
        <source>Degree of the series in p (MSPPA: global order K; ADM: about N - 1)</source>
        <translation>Grad der Reihe in p (MSPPA: globale Ordnung K; ADM: etwa N - 1)</translation>
    </message>
    <message>
        <source>Pade</source>
        <translation>Padé</translation>
    </message>
    <message>
        <source>off, auto (near-diagonal [L/M] from every coefficient) or L/M, e.g. 6/6: evaluate each component through that Pade approximant</source>
        <translation>off, auto (fast diagonales [L/M] aus allen Koeffizienten) oder L/M, z. B. 6/6: jede Komponente über diese Padé-Approximation auswerten</translation>
    </message>
    <message>
        <source>After each segment: off (drift visible), velocity, or on (positions and velocities)</source>
        <translation>Nach jedem Segment: off (Drift sichtbar), velocity oder on (Lagen und Geschwindigkeiten)</translation>
    </message>
    <message>
        <source>Output points</source>
        <translation>Ausgabepunkte</translation>
    </message>
    <message>
        <source>Points reported inside each segment (dense output from the series)</source>
        <translation>Ausgegebene Punkte innerhalb jedes Segments (dichte Ausgabe aus der Reihe)</translation>
    </message>
    <message>
        <source>Fixed step size (s)</source>
        <translation>Feste Schrittweite (s)</translation>
    </message>
    <message>
        <source>Newton tolerance</source>
        <translation>Newton-Toleranz</translation>
    </message>
    <message>
        <source>Newton&apos;s method stops when the update of the step velocity and of the multipliers is below this, relative to their size (Maciel used 1e-6)</source>
        <translation>Das Newton-Verfahren endet, wenn die Korrektur der Schrittgeschwindigkeit und der Multiplikatoren, relativ zu ihrer Größe, darunter liegt (Maciel verwendete 1e-6)</translation>
    </message>
    <message>
        <source>Velocity constraint at</source>
        <translation>Geschwindigkeitsbindung bei</translation>
    </message>
    <message>
        <source>Where the discrete velocity constraint A v + b = 0 is imposed: midpoint (order 2) or left point (Maciel&apos;s first-order choice; order 1 when the constraint varies along the motion)</source>
        <translation>Wo die diskrete Geschwindigkeitsbindung A v + b = 0 gefordert wird: midpoint (Ordnung 2) oder left (Maciels Wahl erster Ordnung; Ordnung 1, wenn sich die Bindung entlang der Bewegung ändert)</translation>
    </message>
    <message>
        <source>Step size</source>
        <translation>Schrittweite</translation>
    </message>
    <message>
        <source>Fixed step size h (the last step is shortened to end at the end time)</source>
        <translation>Feste Schrittweite h (der letzte Schritt wird verkürzt, damit er bei der Endzeit endet)</translation>
    </message>
    <message>
        <source>Relative and absolute tolerance of IDA&apos;s error test</source>
        <translation>Relative und absolute Toleranz des Fehlertests von IDA</translation>
    </message>
    <message>
        <source>Algebraic unknowns</source>
        <translation>Algebraische Unbekannte</translation>
    </message>
    <message>
        <source>HEM4 (half-explicit Runge-Kutta, order 4)</source>
        <translation>HEM4 (halbexplizites Runge-Kutta, Ordnung 4)</translation>
    </message>
    <message>
        <source>Five-stage half-explicit method on the velocity constraints G v + g_t = 0: linear solves only, |G v| at round-off, g drifts slowly unless projected</source>
        <translation>Fünfstufiges halbexplizites Verfahren auf den Geschwindigkeitsbindungen G v + g_t = 0: nur lineare Gleichungssysteme, |G v| auf Rundungsfehlerniveau, g driftet langsam, sofern nicht projiziert wird</translation>
    </message>
    <message>
        <source>index 2 (velocity constraints)</source>
        <translation>Index 2 (Geschwindigkeitsbindungen)</translation>
    </message>
    <message>
        <source>HEM3 (half-explicit Runge-Kutta, order 3)</source>
        <translation>HEM3 (halbexplizites Runge-Kutta, Ordnung 3)</translation>
    </message>
    <message>
        <source>Three-stage half-explicit comparator of HEM4 on the velocity constraints</source>
        <translation>Dreistufiges halbexplizites Vergleichsverfahren zu HEM4 auf den Geschwindigkeitsbindungen</translation>
    </message>
    <message>
        <source>RK4 + Baumgarte (index 1)</source>
        <translation>RK4 + Baumgarte (Index 1)</translation>
    </message>
    <message>
        <source>Classical explicit RK4 on the acceleration-level (index-1) form with optional Baumgarte feedback: the textbook method whose constraint drift the others are measured against</source>
        <translation>Klassisches explizites RK4 auf der Beschleunigungsform (Index 1), wahlweise mit Baumgarte-Rückführung: das Lehrbuchverfahren, an dessen Bindungsdrift die anderen gemessen werden</translation>
    </message>
    <message>
        <source>index 1 (acceleration constraints)</source>
        <translation>Index 1 (Beschleunigungsbindungen)</translation>
    </message>
    <message>
        <source>MSPPA (power series + Adomian polynomials)</source>
        <translation>MSPPA (Potenzreihen + Adomian-Polynome)</translation>
    </message>
    <message>
        <source>Taylor expansion of the GGL index-2 form to order K on segments of length h, coefficients from the model&apos;s Taylor series (Benítez Pacheco (2021), corrected recursion)</source>
        <translation>Taylor-Entwicklung der GGL-Index-2-Form bis zur Ordnung K auf Segmenten der Länge h, Koeffizienten aus den Taylor-Reihen des Modells (Benítez Pacheco (2021), korrigierte Rekursion)</translation>
    </message>
    <message>
        <source>GGL index 2 (position and velocity constraints)</source>
        <translation>GGL Index 2 (Lage- und Geschwindigkeitsbindungen)</translation>
    </message>
    <message>
        <source>ADM (Adomian decomposition, index 3)</source>
        <translation>ADM (Adomian-Zerlegung, Index 3)</translation>
    </message>
    <message>
        <source>Adomian decomposition of the index-3 form on segments of length h: one constant KKT matrix per segment, p of degree N, lambda two orders behind (Benhammouda (2022)). Explicit: not for stiff problems</source>
        <translation>Adomian-Zerlegung der Index-3-Form auf Segmenten der Länge h: eine konstante KKT-Matrix je Segment, p vom Grad N, lambda zwei Ordnungen dahinter (Benhammouda (2022)). Explizit: nicht für steife Probleme</translation>
    </message>
    <message>
        <source>index 3 (position constraints)</source>
        <translation>Index 3 (Lagebindungen)</translation>
    </message>
    <message>
        <source>Radau IIA (3 stages, order 5)</source>
        <translation>Radau IIA (3 Stufen, Ordnung 5)</translation>
    </message>
    <message>
        <source>Implicit collocation method, L-stable and stiffly accurate: stiff problems, index 3 directly, adaptive steps with an embedded estimate, simplified Newton</source>
        <translation>Implizites Kollokationsverfahren, L-stabil und steif genau: steife Probleme, Index 3 direkt, adaptive Schritte mit eingebetteter Schätzung, vereinfachtes Newton-Verfahren</translation>
    </message>
    <message>
        <source>index 3 (selectable: index 2, GGL, index 1)</source>
        <translation>Index 3 (wählbar: Index 2, GGL, Index 1)</translation>
    </message>
    <message>
        <source>Radau IIA (2 stages, order 3)</source>
        <translation>Radau IIA (2 Stufen, Ordnung 3)</translation>
    </message>
    <message>
        <source>The two-stage member of the Radau IIA family (Sánchez Rivera&apos;s worked examples)</source>
        <translation>Das zweistufige Mitglied der Radau-IIA-Familie (die Rechenbeispiele von Sánchez Rivera)</translation>
    </message>
    <message>
        <source>Implicit Euler (order 1)</source>
        <translation>Implizites Euler-Verfahren (Ordnung 1)</translation>
    </message>
    <message>
        <source>One-stage Radau IIA: L-stable, strongly damped, first order</source>
        <translation>Einstufiges Radau IIA: L-stabil, stark gedämpft, erste Ordnung</translation>
    </message>
    <message>
        <source>Implicit midpoint rule (order 2)</source>
        <translation>Implizite Mittelpunktregel (Ordnung 2)</translation>
    </message>
    <message>
        <source>One-stage Gauss method: A-stable but not L-stable (R(inf) = -1), so errors in the multipliers are not damped; best with lambda=post; on the velocity constraints by default (index 3 fails on most constrained models)</source>
        <translation>Einstufiges Gauß-Verfahren: A-stabil, aber nicht L-stabil (R(inf) = -1), daher werden Fehler der Multiplikatoren nicht gedämpft; am besten mit lambda=post; standardmäßig auf den Geschwindigkeitsbindungen (Index 3 scheitert an den meisten Modellen mit Bindungen)</translation>
    </message>
    <message>
        <source>index 2 (selectable: index 3, GGL, index 1)</source>
        <translation>Index 2 (wählbar: Index 3, GGL, Index 1)</translation>
    </message>
    <message>
        <source>Lobatto IIIA (3 stages, order 4)</source>
        <translation>Lobatto IIIA (3 Stufen, Ordnung 4)</translation>
    </message>
    <message>
        <source>Collocation at 0, 1/2, 1 (trapezoidal family): A-stable, not L-stable; its first stage is the consistent acceleration at t_n</source>
        <translation>Kollokation in 0, 1/2, 1 (Trapezfamilie): A-stabil, nicht L-stabil; die erste Stufe ist die konsistente Beschleunigung bei t_n</translation>
    </message>
    <message>
        <source>SUNDIALS IDA (variable-order BDF)</source>
        <translation>SUNDIALS IDA (BDF variabler Ordnung)</translation>
    </message>
    <message>
        <source>The industrial reference: IDA from SUNDIALS on the stabilized GGL index-2 form (or index 1), orders 1-5, multipliers excluded from the error test</source>
        <translation>Die industrielle Referenz: IDA aus SUNDIALS auf der stabilisierten GGL-Index-2-Form (oder Index 1), Ordnungen 1-5, Multiplikatoren vom Fehlertest ausgenommen</translation>
    </message>
    <message>
        <source>GGL index 2 (selectable: index 1)</source>
        <translation>GGL Index 2 (wählbar: Index 1)</translation>
    </message>
    <message>
        <source>BDF on E x&apos; - A x - f = 0 with the iteration matrix cj E - A; from index 2 on, algebraic unknowns are left out of the error test (algebraic=auto)</source>
        <translation>BDF auf E x&apos; - A x - f = 0 mit der Iterationsmatrix cj E - A; ab Index 2 bleiben algebraische Unbekannte aus dem Fehlertest draußen (algebraic=auto)</translation>
    </message>
    <message>
        <source>Contact integrator, order 1 (Herglotz, variational)</source>
        <translation>Kontaktintegrator, Ordnung 1 (Herglotz, variationell)</translation>
    </message>
    <message>
        <source>Maciel&apos;s discrete Herglotz principle with nonholonomic constraints: left-point kinetic term, trapezoidal potential, dissipation as the contact variable; fixed steps, Newton on exact Jacobians. Order 1 in general; without dissipation and velocity constraints it is a Stoermer-Verlet (SHAKE-type) scheme of order 2 (docs/methods/contact-variational.md, 4.1)</source>
        <translation>Maciels diskretes Herglotz-Prinzip mit nichtholonomen Bindungen: kinetischer Term im linken Punkt, Potential nach der Trapezregel, Dissipation als Kontaktvariable; feste Schritte, Newton mit exakten Jacobi-Matrizen. Im Allgemeinen Ordnung 1; ohne Dissipation und Geschwindigkeitsbindungen ein Störmer-Verlet-Verfahren (SHAKE-Typ) der Ordnung 2 (docs/methods/contact-variational.md, 4.1)</translation>
    </message>
    <message>
        <source>discrete variational (positions; velocity constraints at the left point)</source>
        <translation>diskret variationell (Lagen; Geschwindigkeitsbindungen im linken Punkt)</translation>
    </message>
    <message>
        <source>Contact integrator, order 2 (Herglotz, variational)</source>
        <translation>Kontaktintegrator, Ordnung 2 (Herglotz, variationell)</translation>
    </message>
    <message>
        <source>Second-order discrete Herglotz principle: L averaged over both ends of the step, velocity constraints at the midpoint (or the left point); long runs without spurious energy gain or loss</source>
        <translation>Diskretes Herglotz-Prinzip zweiter Ordnung: L über beide Enden des Schritts gemittelt, Geschwindigkeitsbindungen im Mittelpunkt (oder im linken Punkt); lange Läufe ohne künstlichen Energiegewinn oder -verlust</translation>
    </message>
    <message>
        <source>discrete variational (positions; velocity constraints at the midpoint)</source>
        <translation>diskret variationell (Lagen; Geschwindigkeitsbindungen im Mittelpunkt)</translation>
    </message>
    <message>
        <source>Lagrange-d&apos;Alembert integrator, order 1</source>
        <translation>Lagrange-d&apos;Alembert-Integrator, Ordnung 1</translation>
    </message>
    <message>
        <source>Discrete Lagrange-d&apos;Alembert principle (Cortes-Martinez) with the dissipation as a discrete force: Maciel&apos;s comparison method</source>
        <translation>Diskretes Lagrange-d&apos;Alembert-Prinzip (Cortés-Martínez) mit der Dissipation als diskreter Kraft: Maciels Vergleichsverfahren</translation>
    </message>
    <message>
        <source>Lagrange-d&apos;Alembert integrator, order 2</source>
        <translation>Lagrange-d&apos;Alembert-Integrator, Ordnung 2</translation>
    </message>
    <message>
        <source>The discrete Lagrange-d&apos;Alembert principle on contact2&apos;s discretization, the dissipation as a force at both ends of the step</source>
        <translation>Das diskrete Lagrange-d&apos;Alembert-Prinzip auf der Diskretisierung von contact2, die Dissipation als Kraft an beiden Enden des Schritts</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>definition %1</source>
        <translation>Definition %1</translation>
    </message>
    <message>
        <source>definition</source>
        <translation>Definition</translation>
    </message>
    <message>
        <source>definition &apos;%1&apos;</source>
        <translation>Definition &apos;%1&apos;</translation>
    </message>
    <message>
        <source>coordinate</source>
        <translation>Koordinate</translation>
    </message>
    <message>
        <source>coordinate &apos;%1&apos;</source>
        <translation>Koordinate &apos;%1&apos;</translation>
    </message>
    <message>
        <source>velocity</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>velocity &apos;%1&apos;</source>
        <translation>Geschwindigkeit &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>Unbekannte</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos;</source>
        <translation>Unbekannte &apos;%1&apos;</translation>
    </message>
    <message>
        <source>parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos;</source>
        <translation>Parameter &apos;%1&apos;</translation>
    </message>
    <message>
        <source>initial position of %1</source>
        <translation>Anfangslage von %1</translation>
    </message>
    <message>
        <source>initial velocity of %1</source>
        <translation>Anfangsgeschwindigkeit von %1</translation>
    </message>
    <message>
        <source>exact %1</source>
        <translation>exakt %1</translation>
    </message>
    <message>
        <source>exact solution</source>
        <translation>exakte Lösung</translation>
    </message>
    <message>
        <source>reference %1</source>
        <translation>Referenz %1</translation>
    </message>
    <message>
        <source>point %1 (x)</source>
        <translation>Punkt %1 (x)</translation>
    </message>
    <message>
        <source>point %1 (y)</source>
        <translation>Punkt %1 (y)</translation>
    </message>
    <message>
        <source>circle at %1 (radius)</source>
        <translation>Kreis bei %1 (Radius)</translation>
    </message>
    <message>
        <source>arrow %1 at %2 (x)</source>
        <translation>Pfeil %1 bei %2 (x)</translation>
    </message>
    <message>
        <source>arrow %1 at %2 (y)</source>
        <translation>Pfeil %1 bei %2 (y)</translation>
    </message>
    <message>
        <source>view box %1</source>
        <translation>Sichtbereich %1</translation>
    </message>
    <message>
        <source>time interval</source>
        <translation>Zeitintervall</translation>
    </message>
    <message>
        <source>initial value of %1</source>
        <translation>Anfangswert von %1</translation>
    </message>
    <message>
        <source>(at character %1)</source>
        <translation>(bei Zeichen %1)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>stopped by the user</source>
        <translation>vom Benutzer angehalten</translation>
    </message>
    <message>
        <source>the step size became too small</source>
        <translation>die Schrittweite wurde zu klein</translation>
    </message>
    <message>
        <source>the solution may be singular or very stiff there; try another method, a looser tolerance or check the model near this time</source>
        <translation>die Lösung ist dort vielleicht singulär oder sehr steif; ein anderes Verfahren oder eine gröbere Toleranz versuchen oder das Modell in der Nähe dieses Zeitpunkts prüfen</translation>
    </message>
    <message>
        <source>the step limit was reached</source>
        <translation>die Höchstzahl der Schritte wurde erreicht</translation>
    </message>
    <message>
        <source>raise the method&apos;s max_steps or loosen the tolerance</source>
        <translation>max_steps des Verfahrens erhöhen oder die Toleranz vergröbern</translation>
    </message>
    <message>
        <source>the Newton iteration did not converge</source>
        <translation>die Newton-Iteration konvergierte nicht</translation>
    </message>
    <message>
        <source>try a smaller step (or, with fixed steps, a tolerance for adaptive steps)</source>
        <translation>einen kleineren Schritt versuchen (oder, bei festen Schritten, eine Toleranz für adaptive Schritte)</translation>
    </message>
    <message>
        <source>a matrix of the linear solve is singular</source>
        <translation>eine Matrix des linearen Gleichungssystems ist singulär</translation>
    </message>
    <message>
        <source>check that the mass matrix is invertible and that the constraints are independent (full rank G) at this state</source>
        <translation>prüfen, ob die Massenmatrix in diesem Zustand invertierbar ist und die Bindungen unabhängig sind (G mit vollem Rang)</translation>
    </message>
    <message>
        <source>the computation produced a non-finite value</source>
        <translation>die Rechnung ergab einen nicht endlichen Wert</translation>
    </message>
    <message>
        <source>try a smaller step, or check the formulas for divisions by zero and domain errors</source>
        <translation>einen kleineren Schritt versuchen oder die Formeln auf Divisionen durch null und Definitionsbereichsfehler prüfen</translation>
    </message>
    <message>
        <source>a formula could not be evaluated</source>
        <translation>eine Formel konnte nicht ausgewertet werden</translation>
    </message>
    <message>
        <source>correct the formula named above</source>
        <translation>die oben genannte Formel korrigieren</translation>
    </message>
    <message>
        <source>the method settings are not valid</source>
        <translation>die Einstellungen des Verfahrens sind ungültig</translation>
    </message>
    <message>
        <source>correct the setting named above</source>
        <translation>die oben genannte Einstellung korrigieren</translation>
    </message>
    <message>
        <source>the run diverged</source>
        <translation>die Rechnung divergierte</translation>
    </message>
    <message>
        <source>a smaller step or tolerance, a stabilized formulation (projection, GGL) or another method; or raise the limit if the drift is expected</source>
        <translation>ein kleinerer Schritt oder eine kleinere Toleranz, eine stabilisierte Formulierung (Projektion, GGL) oder ein anderes Verfahren; oder die Grenze erhöhen, wenn die Drift erwartet ist</translation>
    </message>
    <message>
        <source>the initial values do not satisfy the constraints</source>
        <translation>die Anfangswerte erfüllen die Bindungen nicht</translation>
    </message>
    <message>
        <source>project them onto the constraints (Check model, then Project initial values in the window; mechlab-cli check MODEL --project) or correct the initial positions and velocities</source>
        <translation>sie auf die Bindungen projizieren (im Fenster „Modell prüfen“, dann „Anfangswerte projizieren“; mechlab-cli check MODEL --project) oder die Anfangslagen und -geschwindigkeiten korrigieren</translation>
    </message>
    <message>
        <source>the problem has no unique solution</source>
        <translation>das Problem hat keine eindeutige Lösung</translation>
    </message>
    <message>
        <source>see the model check: a linear DAE needs a regular pencil (as many equations as unknowns and det(sE - A) not identically zero)</source>
        <translation>siehe die Modellprüfung: ein lineares DAE braucht ein reguläres Büschel (so viele Gleichungen wie Unbekannte und det(sE - A) nicht identisch null)</translation>
    </message>
    <message>
        <source>the requested accuracy cannot be reached</source>
        <translation>die verlangte Genauigkeit ist nicht erreichbar</translation>
    </message>
    <message>
        <source>loosen the tolerance: double precision cannot resolve the solution this finely here</source>
        <translation>die Toleranz vergröbern: doppelte Genauigkeit kann die Lösung hier nicht so fein auflösen</translation>
    </message>
    <message>
        <source>the solver library reported an error</source>
        <translation>die Löserbibliothek meldete einen Fehler</translation>
    </message>
    <message>
        <source>this is not expected for a valid model; please report it with the model file and the settings</source>
        <translation>das ist bei einem gültigen Modell nicht zu erwarten; bitte mit der Modelldatei und den Einstellungen melden</translation>
    </message>
    <message>
        <source>%1 at t = %2</source>
        <translation>%1 bei t = %2</translation>
    </message>
    <message>
        <source>%1. What to try: %2</source>
        <translation>%1. Was helfen kann: %2</translation>
    </message>
    <message>
        <source>the formula is empty</source>
        <translation>die Formel ist leer</translation>
    </message>
    <message>
        <source>only ASCII characters are allowed in formulas</source>
        <translation>in Formeln sind nur ASCII-Zeichen erlaubt</translation>
    </message>
    <message>
        <source>control character (code %1) in the formula</source>
        <translation>Steuerzeichen (Code %1) in der Formel</translation>
    </message>
    <message>
        <source>the name %1 cannot be used in formulas (%2)</source>
        <translation>der Name %1 kann in Formeln nicht verwendet werden (%2)</translation>
    </message>
    <message>
        <source>%1 is used before it is defined (definitions are evaluated in order)</source>
        <translation>%1 wird verwendet, bevor es definiert ist (Definitionen werden der Reihe nach ausgewertet)</translation>
    </message>
    <message>
        <source>%1 is available in exact-solution formulas only</source>
        <translation>%1 gibt es nur in Formeln der exakten Lösung</translation>
    </message>
    <message>
        <source>%1 is a function: write %2(...)</source>
        <translation>%1 ist eine Funktion: %2(...) schreiben</translation>
    </message>
    <message>
        <source>unknown name %1</source>
        <translation>unbekannter Name %1</translation>
    </message>
    <message>
        <source>malformed or out-of-range number %1</source>
        <translation>fehlerhafte oder zu große Zahl %1</translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>unerwartet: %1</translation>
    </message>
    <message>
        <source>the name %1 is too long (more than %2 characters)</source>
        <translation>der Name %1 ist zu lang (mehr als %2 Zeichen)</translation>
    </message>
    <message>
        <source>the formula ends unexpectedly</source>
        <translation>die Formel endet unerwartet</translation>
    </message>
    <message>
        <source>missing closing parenthesis</source>
        <translation>schließende Klammer fehlt</translation>
    </message>
    <message>
        <source>unexpected parenthesis</source>
        <translation>unerwartete Klammer</translation>
    </message>
    <message>
        <source>too many arguments for %1</source>
        <translation>zu viele Argumente für %1</translation>
    </message>
    <message>
        <source>too few arguments for %1</source>
        <translation>zu wenige Argumente für %1</translation>
    </message>
    <message>
        <source>unexpected %1 (missing operator?)</source>
        <translation>unerwartet: %1 (fehlt ein Operator?)</translation>
    </message>
    <message>
        <source>unexpected operator %1</source>
        <translation>unerwarteter Operator %1</translation>
    </message>
    <message>
        <source>unexpected &apos;,&apos; outside a function call</source>
        <translation>unerwartetes &apos;,&apos; außerhalb eines Funktionsaufrufs</translation>
    </message>
    <message>
        <source>unexpected function %1 (missing operator?)</source>
        <translation>unerwartete Funktion %1 (fehlt ein Operator?)</translation>
    </message>
    <message>
        <source>incomplete conditional: write &apos;condition ? a : b&apos;</source>
        <translation>unvollständige Bedingung: &apos;Bedingung ? a : b&apos; schreiben</translation>
    </message>
    <message>
        <source>the formula uses %1, which mechlab does not support</source>
        <translation>die Formel verwendet %1, was mechlab nicht unterstützt</translation>
    </message>
    <message>
        <source>an unknown function</source>
        <translation>eine unbekannte Funktion</translation>
    </message>
    <message>
        <source>a function with %1 arguments</source>
        <translation>eine Funktion mit %1 Argumenten</translation>
    </message>
    <message>
        <source>assignments are not allowed; write only the right-hand side</source>
        <translation>Zuweisungen sind nicht erlaubt; nur die rechte Seite schreiben</translation>
    </message>
    <message>
        <source>an unsupported construct</source>
        <translation>ein nicht unterstütztes Konstrukt</translation>
    </message>
    <message>
        <source>a formula must be a single expression (found a &apos;,&apos; outside a function call)</source>
        <translation>eine Formel muss ein einziger Ausdruck sein (&apos;,&apos; außerhalb eines Funktionsaufrufs gefunden)</translation>
    </message>
    <message>
        <source>a constant part of the formula is not finite (a division by zero or an overflow in numbers alone, such as 0/0 or 1e308*10)</source>
        <translation>ein konstanter Teil der Formel ist nicht endlich (eine Division durch null oder ein Überlauf allein aus Zahlen, etwa 0/0 oder 1e308*10)</translation>
    </message>
    <message>
        <source>the stage matrix [M C^T; C 0] is singular (is M invertible and G of full rank here?)</source>
        <translation>die Stufenmatrix [M C^T; C 0] ist singulär (ist M hier invertierbar und G von vollem Rang?)</translation>
    </message>
    <message>
        <source>IDA needs a positive tolerance</source>
        <translation>IDA braucht eine positive Toleranz</translation>
    </message>
    <message>
        <source>SUNDIALS could not create %1</source>
        <translation>SUNDIALS konnte %1 nicht anlegen</translation>
    </message>
    <message>
        <source>IDA took %1 steps (max_steps) without reaching the end time</source>
        <translation>IDA machte %1 Schritte (max_steps), ohne die Endzeit zu erreichen</translation>
    </message>
    <message>
        <source>IDA&apos;s step collapsed to h = %1 without meeting the tolerance: round-off decides its error and Newton tests at this accuracy%2</source>
        <translation>der Schritt von IDA brach auf h = %1 zusammen, ohne die Toleranz einzuhalten: bei dieser Genauigkeit bestimmen Rundungsfehler seinen Fehlertest und die Newton-Tests%2</translation>
    </message>
    <message>
        <source>the Newton matrix of the stage equations is singular (h = %1)</source>
        <translation>die Newton-Matrix der Stufengleichungen ist singulär (h = %1)</translation>
    </message>
    <message>
        <source>the solution grew without bound in the step from t = %1</source>
        <translation>die Lösung wuchs im Schritt ab t = %1 unbeschränkt</translation>
    </message>
    <message>
        <source>ADM needs order N &gt;= 2 (the degree of p)</source>
        <translation>ADM braucht die Ordnung N &gt;= 2 (den Grad von p)</translation>
    </message>
    <message>
        <source>is not finite</source>
        <translation>ist nicht endlich</translation>
    </message>
    <message>
        <source>makes the constraints singular (%1)</source>
        <translation>macht die Bindungen singulär (%1)</translation>
    </message>
    <message>
        <source>misses the equations of motion at its end</source>
        <translation>verfehlt an seinem Ende die Bewegungsgleichungen</translation>
    </message>
    <message>
        <source>the series diverged: the segment from t = %1 %2, so it is longer than the series&apos; radius of convergence; use a smaller step or a tolerance (adaptive segments)</source>
        <translation>die Reihe divergierte: das Segment ab t = %1 %2, ist also länger als der Konvergenzradius der Reihe; einen kleineren Schritt oder eine Toleranz (adaptive Segmente) verwenden</translation>
    </message>
    <message>
        <source>the mass matrix M(p) is singular</source>
        <translation>die Massenmatrix M(p) ist singulär</translation>
    </message>
    <message>
        <source>G M^-1 G^T is singular (are the constraints independent here?)</source>
        <translation>G M^-1 G^T ist singulär (sind die Bindungen hier unabhängig?)</translation>
    </message>
    <message>
        <source>Taylor coefficient %1 is not finite (a formula has no series at this state, e.g. sqrt or log at 0, or a non-smooth point)</source>
        <translation>der Taylor-Koeffizient %1 ist nicht endlich (eine Formel hat in diesem Zustand keine Reihe, z. B. sqrt oder log bei 0, oder eine nicht glatte Stelle)</translation>
    </message>
    <message>
        <source>the matrix [M G^T; G 0] is singular at the segment start</source>
        <translation>die Matrix [M G^T; G 0] ist am Segmentanfang singulär</translation>
    </message>
    <message>
        <source>the step size must be a positive number</source>
        <translation>die Schrittweite muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>the tolerance must be a positive number</source>
        <translation>die Toleranz muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>the Jacobian of the discrete equations is singular (a singular mass matrix, or constraint rows that vanish or depend on each other here)</source>
        <translation>die Jacobi-Matrix der diskreten Gleichungen ist singulär (eine singuläre Massenmatrix oder Bindungszeilen, die hier verschwinden oder voneinander abhängen)</translation>
    </message>
    <message>
        <source>the discrete equations did not converge in 20 Newton iterations; try a smaller step</source>
        <translation>die diskreten Gleichungen konvergierten nicht in 20 Newton-Iterationen; einen kleineren Schritt versuchen</translation>
    </message>
    <message>
        <source>the mass matrix d2L/dv2 is singular at the end of the step from t = %1</source>
        <translation>die Massenmatrix d2L/dv2 ist am Ende des Schritts ab t = %1 singulär</translation>
    </message>
    <message>
        <source>the velocity projection met a singular matrix [M C^T; C 0] (a singular mass matrix, or constraint rows that vanish or depend on each other here)</source>
        <translation>die Geschwindigkeitsprojektion traf auf eine singuläre Matrix [M C^T; C 0] (eine singuläre Massenmatrix oder Bindungszeilen, die hier verschwinden oder voneinander abhängen)</translation>
    </message>
    <message>
        <source>the step from t = %1 produced values that are not finite (a singular mass matrix at the new point?)</source>
        <translation>der Schritt ab t = %1 ergab nicht endliche Werte (eine singuläre Massenmatrix im neuen Punkt?)</translation>
    </message>
    <message>
        <source>the model needs at least one unknown</source>
        <translation>das Modell braucht mindestens eine Unbekannte</translation>
    </message>
    <message>
        <source>the model has %1 unknowns and %2 equations; mechlab handles up to %3 of each</source>
        <translation>das Modell hat %1 Unbekannte und %2 Gleichungen; mechlab verarbeitet von beiden bis zu %3</translation>
    </message>
    <message>
        <source>the model needs at least one equation (a row of E)</source>
        <translation>das Modell braucht mindestens eine Gleichung (eine Zeile von E)</translation>
    </message>
    <message>
        <source>the end time must be a finite number after the start time</source>
        <translation>die Endzeit muss eine endliche Zahl nach der Startzeit sein</translation>
    </message>
    <message>
        <source>there must be one forcing formula per equation (%1), found %2</source>
        <translation>es muss eine Anregungsformel je Gleichung geben (%1), gefunden: %2</translation>
    </message>
    <message>
        <source>cannot be differentiated with respect to t: %1</source>
        <translation>kann nicht nach t abgeleitet werden: %1</translation>
    </message>
    <message>
        <source>%1 must have %2 rows (one per equation) of %3 entries (one per unknown)</source>
        <translation>%1 muss %2 Zeilen (eine je Gleichung) mit %3 Einträgen (einer je Unbekannte) haben</translation>
    </message>
    <message>
        <source>the value is not finite</source>
        <translation>der Wert ist nicht endlich</translation>
    </message>
    <message>
        <source>a linear DAE model has no mass, forces, constraints, potential, energy, conserved quantities, Lagrangian or dissipation: remove them, or remove linear_dae for a mechanical model</source>
        <translation>ein lineares DAE-Modell hat keine Masse, Kräfte, Bindungen, kein Potential, keine Energie, Erhaltungsgrößen, Lagrange-Funktion oder Dissipation: diese entfernen oder für ein mechanisches Modell linear_dae entfernen</translation>
    </message>
    <message>
        <source>a linear DAE&apos;s exact solution gives the unknowns only</source>
        <translation>die exakte Lösung eines linearen DAE gibt nur die Unbekannten an</translation>
    </message>
    <message>
        <source>expected %1 formulas (one per unknown), found %2</source>
        <translation>erwartet: %1 Formeln (eine je Unbekannte), gefunden: %2</translation>
    </message>
    <message>
        <source>expected %1 values, found %2</source>
        <translation>erwartet: %1 Werte, gefunden: %2</translation>
    </message>
    <message>
        <source>a linear DAE&apos;s reference gives the unknowns only</source>
        <translation>die Referenz eines linearen DAE gibt nur die Unbekannten an</translation>
    </message>
    <message>
        <source>the reference time must lie after the start time</source>
        <translation>die Referenzzeit muss nach der Startzeit liegen</translation>
    </message>
    <message>
        <source>the stage matrix I (x) E - h A_rk (x) A is singular for h = %1 (an eigenvalue of the method&apos;s inverse matrix A_rk^-1, divided by h, is an eigenvalue of the pencil); change the step size</source>
        <translation>die Stufenmatrix I (x) E - h A_rk (x) A ist für h = %1 singulär (ein Eigenwert der inversen Verfahrensmatrix A_rk^-1, geteilt durch h, ist ein Eigenwert des Büschels); die Schrittweite ändern</translation>
    </message>
    <message>
        <source>the solution is no longer finite (the forcing or the step size?)</source>
        <translation>die Lösung ist nicht mehr endlich (die Anregung oder die Schrittweite?)</translation>
    </message>
    <message>
        <source>the mass matrix must have %1 rows of %2 entries (one per coordinate)</source>
        <translation>die Massenmatrix muss %1 Zeilen mit %2 Einträgen (einer je Koordinate) haben</translation>
    </message>
    <message>
        <source>differs from %1 although the mass matrix is declared symmetric (leave the lower triangle blank)</source>
        <translation>weicht von %1 ab, obwohl die Massenmatrix als symmetrisch erklärt ist (das untere Dreieck leer lassen)</translation>
    </message>
    <message>
        <source>give either a mass matrix or a Lagrangian, not both (the mass matrix is derived from the Lagrangian)</source>
        <translation>entweder eine Massenmatrix oder eine Lagrange-Funktion angeben, nicht beides (die Massenmatrix wird aus der Lagrange-Funktion abgeleitet)</translation>
    </message>
    <message>
        <source>a model given by its Lagrangian has no separate potential (write -V into the Lagrangian)</source>
        <translation>ein durch seine Lagrange-Funktion gegebenes Modell hat kein eigenes Potential (-V in die Lagrange-Funktion schreiben)</translation>
    </message>
    <message>
        <source>there must be one force formula per coordinate (%1), found %2</source>
        <translation>es muss eine Kraftformel je Koordinate geben (%1), gefunden: %2</translation>
    </message>
    <message>
        <source>the velocity constraint needs one coefficient per coordinate (%1), found %2</source>
        <translation>die Geschwindigkeitsbindung braucht einen Koeffizienten je Koordinate (%1), gefunden: %2</translation>
    </message>
    <message>
        <source>the Lagrangian must be quadratic in the velocities (its mass matrix d2L/dv2 may not depend on them)</source>
        <translation>die Lagrange-Funktion muss in den Geschwindigkeiten quadratisch sein (ihre Massenmatrix d2L/dv2 darf nicht von ihnen abhängen)</translation>
    </message>
    <message>
        <source>expected %1 %2 formulas, found %3</source>
        <translation>erwartet: %1 Formeln (%2), gefunden: %3</translation>
    </message>
    <message>
        <source>velocities or multipliers are given without positions</source>
        <translation>Geschwindigkeiten oder Multiplikatoren sind ohne Lagen angegeben</translation>
    </message>
    <message>
        <source>expected %1 %2, found %3</source>
        <translation>erwartet: %1 (%2), gefunden: %3</translation>
    </message>
    <message>
        <source>unknown point &apos;%1&apos;</source>
        <translation>unbekannter Punkt &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the kind &apos;%1&apos; is none of velocity, force, constraint (what the arrow shows)</source>
        <translation>die Art &apos;%1&apos; ist keine von velocity, force, constraint (was der Pfeil zeigt)</translation>
    </message>
    <message>
        <source>point %1 depends on velocities: give the arrow&apos;s x and y</source>
        <translation>Punkt %1 hängt von Geschwindigkeiten ab: x und y des Pfeils angeben</translation>
    </message>
    <message>
        <source>the velocity of point %1 cannot be derived (%2): give the arrow&apos;s x and y</source>
        <translation>die Geschwindigkeit von Punkt %1 lässt sich nicht ableiten (%2): x und y des Pfeils angeben</translation>
    </message>
    <message>
        <source>the model needs at least one coordinate</source>
        <translation>das Modell braucht mindestens eine Koordinate</translation>
    </message>
    <message>
        <source>the model has %1 constraints; mechlab handles up to %2</source>
        <translation>das Modell hat %1 Bindungen; mechlab verarbeitet bis zu %2</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>expected a formula (a string)</source>
        <translation>erwartet: eine Formel (eine Zeichenkette)</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>erwartet: eine Zeichenkette</translation>
    </message>
    <message>
        <source>contains the %1 %2 (%3)</source>
        <translation>enthält das Zeichen %2, %1 (%3)</translation>
    </message>
    <message>
        <source>unpaired surrogate</source>
        <translation>ein ungepaartes Surrogat</translation>
    </message>
    <message>
        <source>half of a UTF-16 pair: not a character</source>
        <translation>Hälfte eines UTF-16-Paars: kein Zeichen</translation>
    </message>
    <message>
        <source>line separator</source>
        <translation>ein Zeilentrenner</translation>
    </message>
    <message>
        <source>a name or unit is one line of text</source>
        <translation>ein Name oder eine Einheit ist eine Textzeile</translation>
    </message>
    <message>
        <source>control character</source>
        <translation>ein Steuerzeichen</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>erwartet: eine Zahl</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>erwartet: eine Liste</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>erwartet: ein Objekt</translation>
    </message>
    <message>
        <source>a segment is a list of two point names</source>
        <translation>eine Strecke ist eine Liste aus zwei Punktnamen</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>erwartet: true oder false</translation>
    </message>
    <message>
        <source>expected [row, column, formula]</source>
        <translation>erwartet: [Zeile, Spalte, Formel]</translation>
    </message>
    <message>
        <source>%1: expected a whole number from 1 to %2 (one per coordinate)</source>
        <translation>%1: erwartet eine ganze Zahl von 1 bis %2 (eine je Koordinate)</translation>
    </message>
    <message>
        <source>M%1%2 is given twice</source>
        <translation>M%1%2 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>not a mechlab model file (expected &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>keine mechlab-Modelldatei (erwartet: &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>missing or not a number</source>
        <translation>fehlt oder ist keine Zahl</translation>
    </message>
    <message>
        <source>format version %1 is not supported (this mechlab reads version %2, a whole number)</source>
        <translation>Formatversion %1 wird nicht unterstützt (dieses mechlab liest Version %2, eine ganze Zahl)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>the slider minimum is larger than the maximum</source>
        <translation>das Minimum des Schiebereglers ist größer als das Maximum</translation>
    </message>
    <message>
        <source>missing (give a mass matrix, a Lagrangian or a linear DAE)</source>
        <translation>fehlt (eine Massenmatrix, eine Lagrange-Funktion oder ein lineares DAE angeben)</translation>
    </message>
    <message>
        <source>give either entries (every row) or nonzero (a list of entries), not both</source>
        <translation>entweder entries (jede Zeile) oder nonzero (eine Liste von Einträgen) angeben, nicht beides</translation>
    </message>
    <message>
        <source>must be a relative accuracy, at least 0 and below 1</source>
        <translation>muss eine relative Genauigkeit sein, mindestens 0 und kleiner als 1</translation>
    </message>
    <message>
        <source>cannot open &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a directory, not a model file</source>
        <translation>&apos;%1&apos; ist ein Verzeichnis, keine Modelldatei</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a regular file (a device, a FIFO or a socket): model files are read from regular files only</source>
        <translation>&apos;%1&apos; ist keine reguläre Datei (ein Gerät, eine FIFO oder ein Socket): Modelldateien werden nur aus regulären Dateien gelesen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is too large to be a model file (more than %2 MB)</source>
        <translation>&apos;%1&apos; ist zu groß für eine Modelldatei (mehr als %2 MB)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid name: %2 (names use ASCII letters, digits and &apos;_&apos;, starting with a letter)</source>
        <translation>&apos;%1&apos; ist kein gültiger Name: %2 (Namen bestehen aus ASCII-Buchstaben, Ziffern und &apos;_&apos; und beginnen mit einem Buchstaben)</translation>
    </message>
    <message>
        <source>the name is too long (at most %1 characters)</source>
        <translation>der Name ist zu lang (höchstens %1 Zeichen)</translation>
    </message>
    <message>
        <source>the name is reserved (a function, a constant or the time t)</source>
        <translation>der Name ist reserviert (eine Funktion, eine Konstante oder die Zeit t)</translation>
    </message>
    <message>
        <source>the name is used twice</source>
        <translation>der Name ist doppelt vergeben</translation>
    </message>
    <message>
        <source>wrong number of values</source>
        <translation>falsche Anzahl von Werten</translation>
    </message>
    <message>
        <source>not a number: %1</source>
        <translation>keine Zahl: %1</translation>
    </message>
    <message>
        <source>no header row</source>
        <translation>keine Kopfzeile</translation>
    </message>
    <message>
        <source>the run would take %1 fixed steps (more than %2): choose a larger step or an earlier end time</source>
        <translation>die Rechnung bräuchte %1 feste Schritte (mehr als %2): einen größeren Schritt oder eine frühere Endzeit wählen</translation>
    </message>
    <message>
        <source>%1 does not handle velocity constraints A v + b = 0 (this model has %2); use one of: %3</source>
        <translation>%1 behandelt keine Geschwindigkeitsbindungen A v + b = 0 (dieses Modell hat %2); eines davon verwenden: %3</translation>
    </message>
    <message>
        <source>the matrix [M G^T; G 0] of the acceleration solve is singular</source>
        <translation>die Matrix [M G^T; G 0] der Beschleunigungsberechnung ist singulär</translation>
    </message>
    <message>
        <source>the position projection met a singular matrix [M G^T; G 0]</source>
        <translation>die Lageprojektion traf auf eine singuläre Matrix [M G^T; G 0]</translation>
    </message>
    <message>
        <source>the velocity projection met a singular matrix [M G^T; G 0]</source>
        <translation>die Geschwindigkeitsprojektion traf auf eine singuläre Matrix [M G^T; G 0]</translation>
    </message>
    <message>
        <source>unknown setting &apos;%1&apos; (this method has: %2)</source>
        <translation>unbekannte Einstellung &apos;%1&apos; (dieses Verfahren hat: %2)</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; is too long (%2 characters; at most %3)</source>
        <translation>Einstellung &apos;%1&apos; ist zu lang (%2 Zeichen; höchstens %3)</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; has the wrong form: &apos;%2&apos; (%3)</source>
        <translation>Einstellung &apos;%1&apos; hat die falsche Form: &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; must be one of %2, not &apos;%3&apos;</source>
        <translation>Einstellung &apos;%1&apos; muss eines von %2 sein, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; must be a number, not &apos;%2&apos;</source>
        <translation>Einstellung &apos;%1&apos; muss eine Zahl sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; must be a whole number, not &apos;%2&apos;</source>
        <translation>Einstellung &apos;%1&apos; muss eine ganze Zahl sein, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>setting &apos;%1&apos; = %2 is outside its range [%3, %4]</source>
        <translation>Einstellung &apos;%1&apos; = %2 liegt außerhalb ihres Bereichs [%3, %4]</translation>
    </message>
    <message>
        <source>an input value is not finite</source>
        <translation>ein Eingabewert ist nicht endlich</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>Division durch null</translation>
    </message>
    <message>
        <source>overflow in a division</source>
        <translation>Überlauf in einer Division</translation>
    </message>
    <message>
        <source>logarithm of zero</source>
        <translation>Logarithmus von null</translation>
    </message>
    <message>
        <source>logarithm of a negative number</source>
        <translation>Logarithmus einer negativen Zahl</translation>
    </message>
    <message>
        <source>square root of a negative number</source>
        <translation>Quadratwurzel einer negativen Zahl</translation>
    </message>
    <message>
        <source>%1 of a value outside [-1, 1]</source>
        <translation>%1 eines Werts außerhalb von [-1, 1]</translation>
    </message>
    <message>
        <source>negative power of zero</source>
        <translation>negative Potenz von null</translation>
    </message>
    <message>
        <source>overflow in a power</source>
        <translation>Überlauf in einer Potenz</translation>
    </message>
    <message>
        <source>non-integer power of a negative number</source>
        <translation>nicht ganzzahlige Potenz einer negativen Zahl</translation>
    </message>
    <message>
        <source>%1 outside its domain (parameter m in [0, 1])</source>
        <translation>%1 außerhalb des Definitionsbereichs (Parameter m in [0, 1])</translation>
    </message>
    <message>
        <source>overflow in %1</source>
        <translation>Überlauf in %1</translation>
    </message>
    <message>
        <source>overflow</source>
        <translation>Überlauf</translation>
    </message>
    <message>
        <source>the series&apos; local errors, estimated from the residual of the equations of motion inside each segment, add up to %1 of the state&apos;s size by t = %2 (fixed segments have no error control); try a smaller step, a higher order or a tolerance</source>
        <translation>die lokalen Fehler der Reihe, geschätzt aus dem Residuum der Bewegungsgleichungen innerhalb jedes Segments, summieren sich bis t = %2 auf %1 der Größe des Zustands (feste Segmente haben keine Fehlerkontrolle); einen kleineren Schritt, eine höhere Ordnung oder eine Toleranz versuchen</translation>
    </message>
    <message>
        <source>(the series&apos; radius of convergence collapsed: a singularity or a non-smooth formula?)</source>
        <translation>(der Konvergenzradius der Reihe brach zusammen: eine Singularität oder eine nicht glatte Formel?)</translation>
    </message>
    <message>
        <source>to reach tolerance %1</source>
        <translation>um die Toleranz %1 zu erreichen</translation>
    </message>
    <message>
        <source>the interval %1 is too short for the resolution of the time values near t = %2 (doubles there are %3 apart): the times would not advance evenly; count time from a nearer origin</source>
        <translation>das Intervall %1 ist zu kurz für die Auflösung der Zeitwerte nahe t = %2 (Gleitkommazahlen liegen dort %3 auseinander): die Zeiten würden nicht gleichmäßig fortschreiten; die Zeit von einem näheren Ursprung an zählen</translation>
    </message>
    <message>
        <source>the step %1 is too short for the resolution of the time values near t = %2 (doubles there are %3 apart): the times would not advance evenly; count time from a nearer origin</source>
        <translation>der Schritt %1 ist zu kurz für die Auflösung der Zeitwerte nahe t = %2 (Gleitkommazahlen liegen dort %3 auseinander): die Zeiten würden nicht gleichmäßig fortschreiten; die Zeit von einem näheren Ursprung an zählen</translation>
    </message>
    <message>
        <source>does not depend on the coordinates: a constraint g(q, t) = 0 must restrict them (its row of G = dg/dq would be zero)</source>
        <translation>hängt nicht von den Koordinaten ab: eine Bindung g(q, t) = 0 muss sie einschränken (ihre Zeile von G = dg/dq wäre null)</translation>
    </message>
    <message>
        <source>is %1 at the initial state but %2 is %3: a mass matrix is symmetric (its antisymmetric part does not enter the kinetic energy)</source>
        <translation>ist im Anfangszustand %1, aber %2 ist %3: eine Massenmatrix ist symmetrisch (ihr antisymmetrischer Teil geht nicht in die kinetische Energie ein)</translation>
    </message>
    <message>
        <source>this is a linear DAE model (E x&apos; = A x + f), not a mechanical one</source>
        <translation>dies ist ein lineares DAE-Modell (E x&apos; = A x + f), kein mechanisches</translation>
    </message>
    <message>
        <source>the file is too large to be a model</source>
        <translation>die Datei ist zu groß für ein Modell</translation>
    </message>
    <message>
        <source>the file is UTF-16 or UTF-32 text, not UTF-8: save it as UTF-8</source>
        <translation>die Datei ist UTF-16- oder UTF-32-Text, nicht UTF-8: als UTF-8 speichern</translation>
    </message>
    <message>
        <source>invalid JSON at %1: %2</source>
        <translation>ungültiges JSON bei %1: %2</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object (at %2): which value is meant?</source>
        <translation>der Schlüssel &quot;%1&quot; kommt in einem Objekt zweimal vor (bei %2): welcher Wert ist gemeint?</translation>
    </message>
    <message>
        <source>a model file holds one JSON object</source>
        <translation>eine Modelldatei enthält ein JSON-Objekt</translation>
    </message>
    <message>
        <source>no preset &apos;%1&apos; (available: %2)</source>
        <translation>keine Vorlage &apos;%1&apos; (vorhanden: %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names both a preset and a file in this directory: write ./%2 for the file, or run from another directory for the preset</source>
        <translation>&apos;%1&apos; bezeichnet sowohl eine Vorlage als auch eine Datei in diesem Verzeichnis: ./%2 für die Datei schreiben oder für die Vorlage aus einem anderen Verzeichnis starten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a preset (%2) nor an existing model file</source>
        <translation>&apos;%1&apos; ist weder eine Vorlage (%2) noch eine vorhandene Modelldatei</translation>
    </message>
    <message>
        <source>nests %1 operations deep through its definitions; mechlab handles up to %2 (write long chains as fewer, larger formulas)</source>
        <translation>schachtelt über ihre Definitionen %1 Operationen tief; mechlab verarbeitet bis zu %2 (lange Ketten als weniger, größere Formeln schreiben)</translation>
    </message>
    <message>
        <source>may depend on %1 only</source>
        <translation>darf nur von %1 abhängen</translation>
    </message>
    <message>
        <source>is not finite at the parameters&apos; values</source>
        <translation>ist bei den Werten der Parameter nicht endlich</translation>
    </message>
    <message>
        <source>is not finite at the parameters&apos; values: %1 in %2</source>
        <translation>ist bei den Werten der Parameter nicht endlich: %1 in %2</translation>
    </message>
    <message>
        <source>uses a special function (ellipk, jsn, jcn, jdn), possibly through a definition; these are available in exact-solution formulas only</source>
        <translation>verwendet eine Spezialfunktion (ellipk, jsn, jcn, jdn), vielleicht über eine Definition; diese gibt es nur in Formeln der exakten Lösung</translation>
    </message>
    <message>
        <source>%1 became %2</source>
        <translation>%1 wurde %2</translation>
    </message>
    <message>
        <source>the step fell to %1, below the floor %2 (min_step)</source>
        <translation>der Schritt fiel auf %1, unter die Untergrenze %2 (min_step)</translation>
    </message>
    <message>
        <source>%1 is not finite at this state (a domain error in a constraint formula?)</source>
        <translation>%1 ist in diesem Zustand nicht endlich (ein Definitionsbereichsfehler in einer Bindungsformel?)</translation>
    </message>
    <message>
        <source>%1 = %2 passed the limit %3 (max_residual)</source>
        <translation>%1 = %2 überschritt die Grenze %3 (max_residual)</translation>
    </message>
    <message>
        <source>the energy E is not a number at this state (a domain error in the potential V or the energy formula?)</source>
        <translation>die Energie E ist in diesem Zustand keine Zahl (ein Definitionsbereichsfehler im Potential V oder in der Energieformel?)</translation>
    </message>
    <message>
        <source>the energy E overflowed at this state (the solution grows without bound?)</source>
        <translation>die Energie E lief in diesem Zustand über (wächst die Lösung unbeschränkt?)</translation>
    </message>
    <message>
        <source>the energy drift |E - E0|/|E0| = %1 passed the limit %2 (max_energy_drift)</source>
        <translation>die Energiedrift |E - E0|/|E0| = %1 überschritt die Grenze %2 (max_energy_drift)</translation>
    </message>
    <message>
        <source>the forces do work (they depend on t or on the velocities beyond gyroscopic terms: driven or dissipative)</source>
        <translation>die Kräfte leisten Arbeit (sie hängen über gyroskopische Terme hinaus von t oder den Geschwindigkeiten ab: angetrieben oder dissipativ)</translation>
    </message>
    <message>
        <source>forces do work</source>
        <translation>Kräfte leisten Arbeit</translation>
    </message>
    <message>
        <source>a constraint moves with time (g depends on t)</source>
        <translation>eine Bindung bewegt sich mit der Zeit (g hängt von t ab)</translation>
    </message>
    <message>
        <source>a velocity constraint has an offset b (A v + b = 0)</source>
        <translation>eine Geschwindigkeitsbindung hat einen Versatz b (A v + b = 0)</translation>
    </message>
    <message>
        <source>moving constraint</source>
        <translation>bewegte Bindung</translation>
    </message>
    <message>
        <source>offset b in A v + b</source>
        <translation>Versatz b in A v + b</translation>
    </message>
    <message>
        <source>not measured (no point was recorded)</source>
        <translation>nicht gemessen (kein Punkt aufgezeichnet)</translation>
    </message>
    <message>
        <source>drift %1 relative to |E0| = %2%3</source>
        <translation>Drift %1 relativ zu |E0| = %2%3</translation>
    </message>
    <message>
        <source>not conserved: %1; E - E0 reached %2%3</source>
        <translation>nicht erhalten: %1; E - E0 erreichte %2%3</translation>
    </message>
    <message>
        <source>a smaller tolerance</source>
        <translation>eine kleinere Toleranz</translation>
    </message>
    <message>
        <source>a smaller step</source>
        <translation>einen kleineren Schritt</translation>
    </message>
    <message>
        <source>a result this far off its constraints is not reliable</source>
        <translation>ein Ergebnis so weit neben seinen Bindungen ist nicht verlässlich</translation>
    </message>
    <message>
        <source>far beyond the tolerance: the method&apos;s error control does not cover the constraints here</source>
        <translation>weit jenseits der Toleranz: die Fehlerkontrolle des Verfahrens erfasst die Bindungen hier nicht</translation>
    </message>
    <message>
        <source>the constraints are violated by %1 of the state&apos;s size at t = %2 (%3); try %4</source>
        <translation>die Bindungen sind bei t = %2 um %1 der Größe des Zustands verletzt (%3); versuchen: %4</translation>
    </message>
    <message>
        <source>the energy, which this model conserves, changed by %1 % of its size max(|E0|, energy scale) at t = %2; try %3</source>
        <translation>die Energie, die dieses Modell erhält, änderte sich bis t = %2 um %1 % ihrer Größe max(|E0|, Energieskala); versuchen: %3</translation>
    </message>
    <message>
        <source>the energy limit (max_energy_drift) was not applied: this model does not conserve its energy (%1)</source>
        <translation>die Energiegrenze (max_energy_drift) wurde nicht angewandt: dieses Modell erhält seine Energie nicht (%1)</translation>
    </message>
    <message>
        <source>the parameters (the coefficients are constant)</source>
        <translation>den Parametern (die Koeffizienten sind konstant)</translation>
    </message>
    <message>
        <source>the parameters</source>
        <translation>den Parametern</translation>
    </message>
    <message>
        <source>t, the coordinates and the parameters</source>
        <translation>t, den Koordinaten und den Parametern</translation>
    </message>
    <message>
        <source>t, the coordinates and the parameters (the constraint is linear in the velocities)</source>
        <translation>t, den Koordinaten und den Parametern (die Bindung ist linear in den Geschwindigkeiten)</translation>
    </message>
    <message>
        <source>t and the parameters</source>
        <translation>t und den Parametern</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Lage</translation>
    </message>
    <message>
        <source>multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Lagen</translation>
    </message>
    <message>
        <source>velocities</source>
        <translation>Geschwindigkeiten</translation>
    </message>
    <message>
        <source>multipliers</source>
        <translation>Multiplikatoren</translation>
    </message>
    <message>
        <source>direct form, stiffly accurate: the last stage satisfies the algebraic equations</source>
        <translation>direkte Form, steif genau: die letzte Stufe erfüllt die algebraischen Gleichungen</translation>
    </message>
    <message>
        <source>direct form, stiffly accurate, order 1</source>
        <translation>direkte Form, steif genau, Ordnung 1</translation>
    </message>
    <message>
        <source>direct form; R(inf) = -1: errors in the algebraic unknowns are carried from step to step with alternating sign, not damped</source>
        <translation>direkte Form; R(inf) = -1: Fehler der algebraischen Unbekannten werden von Schritt zu Schritt mit wechselndem Vorzeichen weitergetragen, nicht gedämpft</translation>
    </message>
    <message>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <source>Mass matrix at q0: positive definite</source>
        <translation>Massenmatrix bei q0: positiv definit</translation>
    </message>
    <message>
        <source>Mass matrix at q0: NOT positive definite (check M)</source>
        <translation>Massenmatrix bei q0: NICHT positiv definit (M prüfen)</translation>
    </message>
    <message>
        <source>Equations of motion M v&apos; = f derived from the Lagrangian:</source>
        <translation>Bewegungsgleichungen M v&apos; = f, aus der Lagrange-Funktion abgeleitet:</translation>
    </message>
    <message>
        <source>Constraint rows (G = dg/dq derived; A, b as given):</source>
        <translation>Bindungszeilen (G = dg/dq abgeleitet; A, b wie angegeben):</translation>
    </message>
    <message>
        <source>Constraint Jacobian G = dg/dq (derived):</source>
        <translation>Jacobi-Matrix der Bindungen G = dg/dq (abgeleitet):</translation>
    </message>
    <message>
        <source>Rank of the constraint rows at q0: %1 of %2 (constraints are dependent or degenerate here)</source>
        <translation>Rang der Bindungszeilen bei q0: %1 von %2 (die Bindungen sind hier abhängig oder entartet)</translation>
    </message>
    <message>
        <source>Rank of the constraint rows at q0: %1 of %2</source>
        <translation>Rang der Bindungszeilen bei q0: %1 von %2</translation>
    </message>
    <message>
        <source>Initial values: %1 -&gt; consistent</source>
        <translation>Anfangswerte: %1 -&gt; konsistent</translation>
    </message>
    <message>
        <source>Initial values: %1 -&gt; INCONSISTENT (project them onto the constraints)</source>
        <translation>Anfangswerte: %1 -&gt; INKONSISTENT (auf die Bindungen projizieren)</translation>
    </message>
    <message>
        <source>No constraints: the model is an ODE.</source>
        <translation>Keine Bindungen: das Modell ist eine gewöhnliche Differentialgleichung.</translation>
    </message>
    <message>
        <source>Method %1 integrates a formulation of index %2</source>
        <translation>Verfahren %1 integriert eine Formulierung mit Index %2</translation>
    </message>
    <message>
        <source>g(q) = 0 has no solution near q0: Newton&apos;s method from q0 ended at |g| = %1 after moving q by %2, where G lost rank (the constraints may have no real solution, or q0 is far from one)</source>
        <translation>g(q) = 0 hat keine Lösung nahe q0: das Newton-Verfahren ab q0 endete bei |g| = %1, nachdem es q um %2 verschoben hatte, wo G den Rang verlor (die Bindungen haben vielleicht keine reelle Lösung, oder q0 ist weit von einer entfernt)</translation>
    </message>
    <message>
        <source>g(q) = 0 has no solution near q0: Newton&apos;s method from q0 ended at |g| = %1 after moving q by %2 (the constraints may have no real solution, or q0 is far from one)</source>
        <translation>g(q) = 0 hat keine Lösung nahe q0: das Newton-Verfahren ab q0 endete bei |g| = %1, nachdem es q um %2 verschoben hatte (die Bindungen haben vielleicht keine reelle Lösung, oder q0 ist weit von einer entfernt)</translation>
    </message>
    <message>
        <source>the projection produced non-finite values</source>
        <translation>die Projektion ergab nicht endliche Werte</translation>
    </message>
    <message>
        <source>the state itself is not finite at t = %1 (%2 or its velocity)</source>
        <translation>der Zustand selbst ist bei t = %1 nicht endlich (%2 oder seine Geschwindigkeit)</translation>
    </message>
    <message>
        <source>hidden constraint term %1</source>
        <translation>versteckter Bindungsterm %1</translation>
    </message>
    <message>
        <source>%1 is not finite at t = %2: %3 in %4</source>
        <translation>%1 ist bei t = %2 nicht endlich: %3 in %4</translation>
    </message>
    <message>
        <source>%1 is not finite at t = %2</source>
        <translation>%1 ist bei t = %2 nicht endlich</translation>
    </message>
    <message>
        <source>IDA could not reach the requested accuracy (tolerance too tight for double precision); loosen the tolerance</source>
        <translation>IDA konnte die verlangte Genauigkeit nicht erreichen (Toleranz zu eng für doppelte Genauigkeit); die Toleranz vergröbern</translation>
    </message>
    <message>
        <source>IDA&apos;s error test failed repeatedly (the solution may have a singularity or a jump here); try the other formulation or a looser tolerance</source>
        <translation>der Fehlertest von IDA schlug wiederholt fehl (die Lösung hat hier vielleicht eine Singularität oder einen Sprung); die andere Formulierung oder eine gröbere Toleranz versuchen</translation>
    </message>
    <message>
        <source>IDA&apos;s Newton iteration failed repeatedly; try the other formulation, a tighter tolerance, or check the model near this time</source>
        <translation>die Newton-Iteration von IDA schlug wiederholt fehl; die andere Formulierung oder eine engere Toleranz versuchen oder das Modell in der Nähe dieses Zeitpunkts prüfen</translation>
    </message>
    <message>
        <source>IDA&apos;s linear solver failed: the iteration matrix is singular (a singular mass matrix or dependent constraints?)</source>
        <translation>der lineare Löser von IDA versagte: die Iterationsmatrix ist singulär (eine singuläre Massenmatrix oder abhängige Bindungen?)</translation>
    </message>
    <message>
        <source>the model produced values that are not finite, and smaller steps did not help</source>
        <translation>das Modell ergab nicht endliche Werte, und kleinere Schritte halfen nicht</translation>
    </message>
    <message>
        <source>IDA returned %1</source>
        <translation>IDA meldete %1</translation>
    </message>
    <message>
        <source>. IDA said: %1</source>
        <translation>. IDA meldete: %1</translation>
    </message>
    <message>
        <source>the stage equations did not converge with h = %1</source>
        <translation>die Stufengleichungen konvergierten mit h = %1 nicht</translation>
    </message>
    <message>
        <source>the stage equations did not converge with h = %1 (fixed steps)</source>
        <translation>die Stufengleichungen konvergierten mit h = %1 nicht (feste Schritte)</translation>
    </message>
    <message>
        <source>the discrete equations are not finite in the step from t = %1</source>
        <translation>die diskreten Gleichungen sind im Schritt ab t = %1 nicht endlich</translation>
    </message>
    <message>
        <source>Linear DAE E x&apos; = A x + f(t): %1 equations, %2 unknowns x = (%3), %4 parameters</source>
        <translation>Lineares DAE E x&apos; = A x + f(t): %1 Gleichungen, %2 Unbekannte x = (%3), %4 Parameter</translation>
    </message>
    <message>
        <source>Pencil: NOT regular: %1</source>
        <translation>Büschel: NICHT regulär: %1</translation>
    </message>
    <message>
        <source>Wong sequences: dim V_i = %1; dim W_j = %2 (W stationary after 1 step)</source>
        <translation>Wong-Folgen: dim V_i = %1; dim W_j = %2 (W stationär nach 1 Schritt)</translation>
    </message>
    <message>
        <source>Wong sequences: dim V_i = %1; dim W_j = %2 (W stationary after %3 steps)</source>
        <translation>Wong-Folgen: dim V_i = %1; dim W_j = %2 (W stationär nach %3 Schritten)</translation>
    </message>
    <message>
        <source>rank tolerance %1; smallest singular value kept %2, largest discarded %3</source>
        <translation>Rangtoleranz %1; kleinster behaltener Singulärwert %2, größter verworfener %3</translation>
    </message>
    <message>
        <source>V* (basis as columns):</source>
        <translation>V* (Basis als Spalten):</translation>
    </message>
    <message>
        <source>W* (basis as columns):</source>
        <translation>W* (Basis als Spalten):</translation>
    </message>
    <message>
        <source>Pencil: NOT regular: %1. mechlab analyses such a pencil but does not solve it.</source>
        <translation>Büschel: NICHT regulär: %1. mechlab analysiert ein solches Büschel, löst es aber nicht.</translation>
    </message>
    <message>
        <source>Quasi-Kronecker blocks (equations x unknowns): underdetermined %1 x %2, regular %3 x %4, overdetermined %5 x %6</source>
        <translation>Quasi-Kronecker-Blöcke (Gleichungen x Unbekannte): unterbestimmt %1 x %2, regulär %3 x %4, überbestimmt %5 x %6</translation>
    </message>
    <message>
        <source>(numerically borderline: sigma_min / sigma_max of (lambda E - A) reaches %1 at sample lambdas)</source>
        <translation>(numerisch grenzwertig: sigma_min / sigma_max von (lambda E - A) erreicht %1 an Stichproben-lambdas)</translation>
    </message>
    <message>
        <source>Pencil: regular (numerically borderline: the cross-check sigma_min / sigma_max of (lambda E - A) = %1); index %2 (nilpotency index of N; the W sequence took %3)</source>
        <translation>Büschel: regulär (numerisch grenzwertig: die Gegenprobe sigma_min / sigma_max von (lambda E - A) = %1); Index %2 (Nilpotenzindex von N; die W-Folge brauchte %3)</translation>
    </message>
    <message>
        <source>Pencil: regular; index %1 (nilpotency index of N; the W sequence took %2)</source>
        <translation>Büschel: regulär; Index %1 (Nilpotenzindex von N; die W-Folge brauchte %2)</translation>
    </message>
    <message>
        <source>Quasi-Weierstrass form S (sE - A) T = s diag(I, N) - diag(J, I), n1 = dim V* = %1, n2 = dim W* = %2:</source>
        <translation>Quasi-Weierstraß-Form S (sE - A) T = s diag(I, N) - diag(J, I), n1 = dim V* = %1, n2 = dim W* = %2:</translation>
    </message>
    <message>
        <source>Projectors (independent of the bases):</source>
        <translation>Projektoren (unabhängig von den Basen):</translation>
    </message>
    <message>
        <source>Pi (consistency) =</source>
        <translation>Pi (Konsistenz) =</translation>
    </message>
    <message>
        <source>Initial value x0 = %1: consistent</source>
        <translation>Anfangswert x0 = %1: konsistent</translation>
    </message>
    <message>
        <source>Initial value x0 = %1: NOT consistent (distance to the consistent set %2)</source>
        <translation>Anfangswert x0 = %1: NICHT konsistent (Abstand zur konsistenten Menge %2)</translation>
    </message>
    <message>
        <source>it jumps at t0 to x(t0+) = %1 (the integrators start there)</source>
        <translation>er springt bei t0 auf x(t0+) = %1 (dort beginnen die Integratoren)</translation>
    </message>
    <message>
        <source>impulse at t0: %1 %2</source>
        <translation>Impuls bei t0: %1 %2</translation>
    </message>
    <message>
        <source>no impulse (index %1)</source>
        <translation>kein Impuls (Index %1)</translation>
    </message>
    <message>
        <source>Closed form against the file&apos;s exact formulas (20 times in [t0, t_end]): max difference %1</source>
        <translation>Geschlossene Form gegen die exakten Formeln der Datei (20 Zeitpunkte in [t0, t_end]): größte Abweichung %1</translation>
    </message>
    <message>
        <source>E or A has entries that are not finite numbers (a division by zero or a domain error in a coefficient formula at these parameter values?)</source>
        <translation>E oder A hat Einträge, die keine endlichen Zahlen sind (eine Division durch null oder ein Definitionsbereichsfehler in einer Koeffizientenformel bei diesen Parameterwerten?)</translation>
    </message>
    <message>
        <source>the rank decisions of the analysis contradict each other (entries of E and A that span too many orders of magnitude?): rescale the unknowns or the equations</source>
        <translation>die Rangentscheidungen der Analyse widersprechen sich (Einträge von E und A über zu viele Größenordnungen?): die Unbekannten oder die Gleichungen umskalieren</translation>
    </message>
    <message>
        <source>1 equation</source>
        <translation>1 Gleichung</translation>
    </message>
    <message>
        <source>%1 equations</source>
        <translation>%1 Gleichungen</translation>
    </message>
    <message>
        <source>1 unknown</source>
        <translation>1 Unbekannte</translation>
    </message>
    <message>
        <source>%1 unknowns</source>
        <translation>%1 Unbekannte</translation>
    </message>
    <message>
        <source>an underdetermined part (%1 in %2: solutions are not unique)</source>
        <translation>ein unterbestimmter Teil (%1 in %2: die Lösungen sind nicht eindeutig)</translation>
    </message>
    <message>
        <source>an overdetermined part (%1 in %2: f must satisfy restrictions)</source>
        <translation>ein überbestimmter Teil (%1 in %2: f muss Bedingungen erfüllen)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>V* + W* is not the whole space</source>
        <translation>V* + W* ist nicht der ganze Raum</translation>
    </message>
    <message>
        <source>det(sE - A) vanishes identically: %1</source>
        <translation>det(sE - A) verschwindet identisch: %1</translation>
    </message>
    <message>
        <source>the pencil is not square (%1, %2): %3</source>
        <translation>das Büschel ist nicht quadratisch (%1, %2): %3</translation>
    </message>
    <message>
        <source>ellipk(m) cannot be differentiated; it is available in exact-solution formulas only</source>
        <translation>ellipk(m) ist nicht differenzierbar; es gibt sie nur in Formeln der exakten Lösung</translation>
    </message>
    <message>
        <source>%1(u, m) cannot be differentiated in m; it is available in exact-solution formulas only</source>
        <translation>%1(u, m) ist nach m nicht differenzierbar; es gibt sie nur in Formeln der exakten Lösung</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; lässt sich nicht schreiben: %2</translation>
    </message>
    <message>
        <source>1 coordinate</source>
        <translation>1 Koordinate</translation>
    </message>
    <message>
        <source>%1 coordinates</source>
        <translation>%1 Koordinaten</translation>
    </message>
    <message>
        <source>1 constraint</source>
        <translation>1 Bindung</translation>
    </message>
    <message>
        <source>%1 constraints</source>
        <translation>%1 Bindungen</translation>
    </message>
    <message>
        <source>%1, index %2</source>
        <translation>%1, Index %2</translation>
    </message>
    <message>
        <source>%1; initial values not finite</source>
        <translation>%1; Anfangswerte nicht endlich</translation>
    </message>
    <message>
        <source>%1; initial values consistent</source>
        <translation>%1; Anfangswerte konsistent</translation>
    </message>
    <message>
        <source>%1; initial values not consistent</source>
        <translation>%1; Anfangswerte nicht konsistent</translation>
    </message>
    <message>
        <source>Linear DAE: not regular, index -, x0 not consistent</source>
        <translation>Lineares DAE: nicht regulär, Index -, x0 nicht konsistent</translation>
    </message>
    <message>
        <source>Linear DAE: regular, index %1, x0 consistent</source>
        <translation>Lineares DAE: regulär, Index %1, x0 konsistent</translation>
    </message>
    <message>
        <source>Linear DAE: regular, index %1, x0 not consistent</source>
        <translation>Lineares DAE: regulär, Index %1, x0 nicht konsistent</translation>
    </message>
    <message>
        <source>Projected initial values:</source>
        <translation>Projizierte Anfangswerte:</translation>
    </message>
    <message>
        <source>Projected initial value (the value x0 jumps to): %1</source>
        <translation>Projizierter Anfangswert (der Wert, auf den x0 springt): %1</translation>
    </message>
    <message>
        <source>the pencil (E, A) is not regular, so the DAE has no unique solution: %1</source>
        <translation>das Büschel (E, A) ist nicht regulär, daher hat das DAE keine eindeutige Lösung: %1</translation>
    </message>
    <message>
        <source>G row %1:</source>
        <translation>G Zeile %1:</translation>
    </message>
    <message>
        <source>A row %1:</source>
        <translation>A Zeile %1:</translation>
    </message>
    <message>
        <source>(the other %1 entries are 0)</source>
        <translation>(die übrigen %1 Einträge sind 0)</translation>
    </message>
    <message>
        <source>M row %1:</source>
        <translation>M Zeile %1:</translation>
    </message>
    <message>
        <source>1 holonomic constraint</source>
        <translation>1 holonome Bindung</translation>
    </message>
    <message>
        <source>%1 holonomic constraints</source>
        <translation>%1 holonome Bindungen</translation>
    </message>
    <message>
        <source>1 velocity constraint</source>
        <translation>1 Geschwindigkeitsbindung</translation>
    </message>
    <message>
        <source>%1 velocity constraints</source>
        <translation>%1 Geschwindigkeitsbindungen</translation>
    </message>
    <message>
        <source>1 parameter</source>
        <translation>1 Parameter</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <source>Sizes: %1</source>
        <translation>Größen: %1</translation>
    </message>
    <message>
        <source>IDA failed at h = %1 with a tolerance of %2, within a thousand units of round-off: its error and Newton tests cannot be met reliably at this accuracy%3</source>
        <translation>IDA scheiterte bei h = %1 mit einer Toleranz von %2, weniger als tausend Rundungseinheiten: bei dieser Genauigkeit lassen sich sein Fehlertest und die Newton-Tests nicht verlässlich erfüllen%3</translation>
    </message>
    <message>
        <source>another method</source>
        <translation>eine andere Methode</translation>
    </message>
    <message>
        <source>IDA&apos;s steps stayed below h = %1 for %2 steps with a tolerance of %3, within a thousand units of round-off: round-off decides its error and Newton tests at this accuracy</source>
        <translation>die Schritte von IDA blieben %2 Schritte lang unter h = %1 bei einer Toleranz von %3, weniger als tausend Rundungseinheiten: bei dieser Genauigkeit bestimmen Rundungsfehler seinen Fehlertest und die Newton-Tests</translation>
    </message>
    <message>
        <source>the tolerance %1 is below the round-off that %2 steps can accumulate (up to %3 of the state&apos;s size): the result may be less accurate than the tolerance asks, and a smaller tolerance may only add steps; compare with a run at a looser tolerance</source>
        <translation>die Toleranz %1 liegt unter den Rundungsfehlern, die sich in %2 Schritten ansammeln können (bis zu %3 der Größe des Zustands): das Ergebnis kann ungenauer sein, als die Toleranz verlangt, und eine kleinere Toleranz bringt womöglich nur mehr Schritte; vergleichen Sie mit einem Lauf bei gröberer Toleranz</translation>
    </message>
    <message>
        <source>post: recomputed at each reported point from the index-1 system; raw: IDA&apos;s own values, which its error and Newton tests leave out (they can be far off)</source>
        <translation>post: an jedem ausgegebenen Punkt aus dem Index-1-System neu berechnet; raw: IDAs eigene Werte, die seine Fehler- und Newton-Tests auslassen (sie können weit danebenliegen)</translation>
    </message>
    <message>
        <source>the algebraic unknowns %1 are left out of IDA&apos;s error test: the tolerance does not bound their error; compare with a run at a smaller tolerance</source>
        <translation>die algebraischen Unbekannten %1 bleiben aus dem Fehlertest von IDA draußen: die Toleranz begrenzt ihren Fehler nicht; vergleichen Sie mit einem Lauf bei kleinerer Toleranz</translation>
    </message>
    <message>
        <source>auto: exclude where the pencil&apos;s index is 2 or more, else include; include: every unknown is in IDA&apos;s error test; exclude: unknowns whose column of E is zero are left out (needed by BDF on index-2 problems)</source>
        <translation>auto: exclude, wo der Index des Büschels 2 oder mehr ist, sonst include; include: jede Unbekannte steht im Fehlertest von IDA; exclude: Unbekannte, deren Spalte von E null ist, bleiben draußen (nötig für BDF bei Index-2-Problemen)</translation>
    </message>
    <message>
        <source>condition of the exact solution</source>
        <translation>Bedingung der exakten Lösung</translation>
    </message>
    <message>
        <source>the exact solution holds where %1</source>
        <translation>die exakte Lösung gilt, wo %1</translation>
    </message>
    <message>
        <source>the exact solution starts from %1 = %2, the model from %3: it is another motion&apos;s</source>
        <translation>die exakte Lösung beginnt bei %1 = %2, das Modell bei %3: sie gehört zu einer anderen Bewegung</translation>
    </message>
    <message>
        <source>a condition is given without an exact solution</source>
        <translation>eine Bedingung ist ohne exakte Lösung angegeben</translation>
    </message>
    <message>
        <source>; with algebraic=include, BDF&apos;s error test on the algebraic unknowns of this index-%1 DAE holds the steps back: algebraic=auto leaves them out</source>
        <translation>; mit algebraic=include hält der Fehlertest von BDF auf den algebraischen Unbekannten dieses Index-%1-DAE die Schritte zurück: algebraic=auto lässt sie draußen</translation>
    </message>
    <message>
        <source>a linear DAE&apos;s exact solution has no condition: mechlab computes the closed form for every parameter value</source>
        <translation>die exakte Lösung eines linearen DAE hat keine Bedingung: mechlab berechnet die geschlossene Form für jeden Parameterwert</translation>
    </message>
    <message>
        <source>post: recomputed at each step point from the index-1 system, as accurate as the positions and velocities; stage: the method&apos;s own value (the epsilon-embedding update of Sánchez Rivera, 2021), of lower order: Radau IIA with s stages has order s at index 2 and s - 1 at index 3</source>
        <translation>post: an jedem Schrittpunkt aus dem Index-1-System neu berechnet, so genau wie Lagen und Geschwindigkeiten; stage: der eigene Wert des Verfahrens (die Epsilon-Einbettung nach Sánchez Rivera, 2021), von niedrigerer Ordnung: Radau IIA mit s Stufen hat Ordnung s bei Index 2 und s - 1 bei Index 3</translation>
    </message>
    <message>
        <source>the tolerance %1 holds the error of each step, not of the result: the estimated errors of these %2 steps add up to %3 of the state&apos;s size (%4 times the tolerance), and how much of that the result keeps depends on the motion (it damps some errors and amplifies others); compare with a run at a smaller tolerance</source>
        <translation>die Toleranz %1 begrenzt den Fehler jedes Schritts, nicht den des Ergebnisses: die geschätzten Fehler dieser %2 Schritte summieren sich auf %3 der Größe des Zustands (das %4-Fache der Toleranz), und wie viel davon im Ergebnis bleibt, hängt von der Bewegung ab (sie dämpft manche Fehler und verstärkt andere); vergleichen Sie mit einem Lauf bei kleinerer Toleranz</translation>
    </message>
    <message>
        <source>the constraint rows nearly lose rank there (scaled to their lengths at the start, their smallest singular value is %1) and the multipliers grow without bound as it vanishes: fixed steps or another method may step across the point</source>
        <translation>die Zeilen der Zwangsbedingungen verlieren dort fast ihren Rang (auf ihre Längen am Anfang skaliert, ist ihr kleinster Singulärwert %1), und die Multiplikatoren wachsen unbeschränkt, wenn er verschwindet: feste Schritte oder ein anderes Verfahren können über den Punkt hinwegschreiten</translation>
    </message>
    <message>
        <source>the steps&apos; local errors, estimated by step doubling at every %1th step, add up to %2 of the state&apos;s size over the run, and how much of that the result keeps depends on the motion (fixed steps have no error control); compare with a run at a smaller step</source>
        <translation>die lokalen Fehler der Schritte, durch Schrittverdopplung bei jedem %1. Schritt geschätzt, summieren sich über den Lauf auf %2 der Größe des Zustands, und wie viel davon im Ergebnis bleibt, hängt von der Bewegung ab (feste Schritte haben keine Fehlerkontrolle); vergleichen Sie mit einem Lauf mit kleinerem Schritt</translation>
    </message>
    <message>
        <source>the steps shrank to h = %1 with a tolerance of %2, within a thousand units of round-off: round-off decides the error test at this accuracy</source>
        <translation>die Schritte schrumpften auf h = %1 bei einer Toleranz von %2, weniger als tausend Rundungseinheiten: bei dieser Genauigkeit bestimmen Rundungsfehler den Fehlertest</translation>
    </message>
    <message>
        <source>the tolerance %1 is below what round-off lets this method resolve here: in %2 attempted steps round-off alone moved the stage solution by about %3 (typical), and those steps were held to a tenth of that instead of refined further; the result cannot be as accurate as the tolerance asks, and a looser tolerance gives a result as accurate or more so in fewer steps</source>
        <translation>die Toleranz %1 liegt unter dem, was dieses Verfahren hier trotz Rundungsfehlern auflösen kann: in %2 versuchten Schritten verschoben Rundungsfehler allein die Stufenlösung um etwa %3 (typisch), und diese Schritte wurden auf ein Zehntel davon gehalten statt weiter verfeinert; das Ergebnis kann nicht so genau sein, wie die Toleranz verlangt, und eine gröbere Toleranz liefert ein ebenso genaues oder genaueres Ergebnis in weniger Schritten</translation>
    </message>
    <message>
        <source>expected [column, formula]</source>
        <translation>erwartet: [Spalte, Formel]</translation>
    </message>
    <message>
        <source>the coefficient of coordinate %1 is given twice</source>
        <translation>der Koeffizient der Koordinate %1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>give either A (one coefficient per coordinate) or nonzero (a list of coefficients), not both</source>
        <translation>entweder A (ein Koeffizient je Koordinate) oder nonzero (eine Liste von Koeffizienten) angeben, nicht beides</translation>
    </message>
    <message>
        <source>Global error check</source>
        <translation>Prüfung des globalen Fehlers</translation>
    </message>
    <message>
        <source>After the run, a second solution over its steps halved estimates the result&apos;s error (about twice the run&apos;s work); the run warns where it passes ten times the tolerance (fixed steps: 1 % of the state&apos;s size); off: no estimate</source>
        <translation>Nach dem Lauf schätzt eine zweite Lösung über seine halbierten Schritte den Fehler des Ergebnisses (etwa die doppelte Arbeit des Laufs); der Lauf warnt, wo er das Zehnfache der Toleranz übersteigt (feste Schritte: 1 % der Größe des Zustands); off: keine Schätzung</translation>
    </message>
    <message>
        <source>the global error is not estimated for models of more than %1 unknowns (coordinates and multipliers): the tolerance holds each step&apos;s error, not the result&apos;s; compare with a run at a smaller tolerance</source>
        <translation>der globale Fehler wird für Modelle mit mehr als %1 Unbekannten (Koordinaten und Multiplikatoren) nicht geschätzt: die Toleranz begrenzt den Fehler jedes Schritts, nicht den des Ergebnisses; vergleichen Sie mit einem Lauf bei kleinerer Toleranz</translation>
    </message>
    <message>
        <source>the global error is not estimated: the run took too many steps to keep for a second solution; compare with a run at a smaller tolerance or step</source>
        <translation>der globale Fehler wird nicht geschätzt: der Lauf hatte zu viele Schritte, um sie für eine zweite Lösung aufzubewahren; vergleichen Sie mit einem Lauf bei kleinerer Toleranz oder kleinerem Schritt</translation>
    </message>
    <message>
        <source>the global error could not be estimated: the second solution over the run&apos;s steps halved failed at t = %1 (%2), so the result is likely not converged either; compare with a run at a smaller tolerance or step</source>
        <translation>der globale Fehler konnte nicht geschätzt werden: die zweite Lösung über die halbierten Schritte des Laufs scheiterte bei t = %1 (%2), das Ergebnis ist also wahrscheinlich auch nicht konvergiert; vergleichen Sie mit einem Lauf bei kleinerer Toleranz oder kleinerem Schritt</translation>
    </message>
    <message>
        <source>the estimated global error reaches %1 of the state&apos;s size at t = %2, %3 times the tolerance %4 (a second solution over the run&apos;s steps halved): the tolerance holds each step&apos;s error, not the result&apos;s; try tol = %5</source>
        <translation>der geschätzte globale Fehler erreicht %1 der Größe des Zustands bei t = %2, das %3-Fache der Toleranz %4 (eine zweite Lösung über die halbierten Schritte des Laufs): die Toleranz begrenzt den Fehler jedes Schritts, nicht den des Ergebnisses; versuchen Sie tol = %5</translation>
    </message>
    <message>
        <source>the estimated global error reaches %1 of the state&apos;s size at t = %2 (a second solution with the steps halved; fixed steps have no error control): try step = %3, or a tolerance</source>
        <translation>der geschätzte globale Fehler erreicht %1 der Größe des Zustands bei t = %2 (eine zweite Lösung mit halbierten Schritten; feste Schritte haben keine Fehlerkontrolle): versuchen Sie step = %3 oder eine Toleranz</translation>
    </message>
    <message>
        <source>the estimated global error reaches %1 of the state&apos;s size at t = %2 (a second solution with the steps halved; fixed steps have no error control): try step = %3</source>
        <translation>der geschätzte globale Fehler erreicht %1 der Größe des Zustands bei t = %2 (eine zweite Lösung mit halbierten Schritten; feste Schritte haben keine Fehlerkontrolle): versuchen Sie step = %3</translation>
    </message>
    <message>
        <source>%1 = %2 grew beyond %3, %4 times the initial state&apos;s size and the interval&apos;s square: the run is stopped as diverged (a step too large for the model, a stiff model for an explicit method, or a solution that grows without bound)</source>
        <translation>%1 = %2 wuchs über %3 hinaus, das %4-Fache der Größe des Anfangszustands und des Quadrats des Intervalls: der Lauf wird als divergiert beendet (ein für das Modell zu großer Schritt, ein steifes Modell für ein explizites Verfahren oder eine unbeschränkt wachsende Lösung)</translation>
    </message>
    <message>
        <source>pade=%1 does not fit the series of degree %2 (the order setting): choose L/M with M &gt;= 1 and L + M &lt;= %2, e.g. %3/%4, or auto</source>
        <translation>pade=%1 passt nicht zur Reihe vom Grad %2 (die Einstellung order): wählen Sie L/M mit M &gt;= 1 und L + M &lt;= %2, z. B. %3/%4, oder auto</translation>
    </message>
    <message>
        <source>the model is stiff here: its linearized motion at t = %1 has a mode of %2 1/s, which holds this method&apos;s steps below about %3 for stability alone; use a method made for stiff models (%4)</source>
        <translation>das Modell ist hier steif: seine linearisierte Bewegung bei t = %1 hat eine Mode von %2 1/s, die die Schritte dieses Verfahrens schon aus Stabilitätsgründen unter etwa %3 hält; verwenden Sie ein Verfahren für steife Modelle (%4)</translation>
    </message>
    <message>
        <source>the model is stiff here: its linearized motion at t = %1 has a mode of %2 1/s, and with the step %3 h times it is %4, beyond the about 2 that this method&apos;s steps follow stably; use a method made for stiff models (%5), or a step below %6</source>
        <translation>das Modell ist hier steif: seine linearisierte Bewegung bei t = %1 hat eine Mode von %2 1/s, und mit dem Schritt %3 ist h mal diese %4, jenseits der etwa 2, denen die Schritte dieses Verfahrens stabil folgen; verwenden Sie ein Verfahren für steife Modelle (%5) oder einen Schritt unter %6</translation>
    </message>
    <message>
        <source>the interval %1 is too short for an adaptive run: its smallest step near t = %2 is %3 (16 units of round-off of max(1, |t|)); choose a later end time, or count time in a smaller unit</source>
        <translation>das Intervall %1 ist für einen adaptiven Lauf zu kurz: sein kleinster Schritt nahe t = %2 ist %3 (16 Rundungseinheiten von max(1, |t|)); wählen Sie eine spätere Endzeit oder zählen Sie die Zeit in einer kleineren Einheit</translation>
    </message>
    <message>
        <source>the number %1 at %2 is outside the range of a double (about 1.8e308): write a smaller one</source>
        <translation>die Zahl %1 bei %2 liegt außerhalb des Bereichs eines double (etwa 1.8e308): schreiben Sie eine kleinere</translation>
    </message>
    <message>
        <source>conserved quantity %1</source>
        <translation>Erhaltungsgröße %1</translation>
    </message>
    <message>
        <source>conserved quantity</source>
        <translation>Erhaltungsgröße</translation>
    </message>
    <message>
        <source>conserved quantity &apos;%1&apos;</source>
        <translation>Erhaltungsgröße &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the name, or abs_d and the name, is taken by another recorded column (a coordinate, a velocity or another conserved quantity)</source>
        <translation>der Name oder abs_d mit dem Namen ist schon eine andere aufgezeichnete Spalte (eine Koordinate, eine Geschwindigkeit oder eine andere Erhaltungsgröße)</translation>
    </message>
    <message>
        <source>the formula is missing</source>
        <translation>die Formel fehlt</translation>
    </message>
    <message>
        <source>drift %1 of its size %2%3 (|%4 - %4_0| = %5%3)</source>
        <translation>Drift %1 ihrer Größe %2%3 (|%4 - %4_0| = %5%3)</translation>
    </message>
    <message>
        <source>the drift of the conserved quantity %1, |%1 - %1_0| / size = %2, passed the limit %3 (max_invariant_drift)</source>
        <translation>die Drift der Erhaltungsgröße %1, |%1 - %1_0| / Größe = %2, überschritt die Grenze %3 (max_invariant_drift)</translation>
    </message>
    <message>
        <source>the conserved quantity %1 is not a number along the run (a domain error in its formula?)</source>
        <translation>die Erhaltungsgröße %1 ist im Lauf keine Zahl (ein Definitionsbereichsfehler in ihrer Formel?)</translation>
    </message>
    <message>
        <source>the conserved quantity %1 changed by %2 % of its size %3 at t = %4; try %5 (or the model does not conserve it: check its formula)</source>
        <translation>die Erhaltungsgröße %1 änderte sich um %2 % ihrer Größe %3 bei t = %4; versuchen Sie %5 (oder das Modell erhält sie nicht: prüfen Sie ihre Formel)</translation>
    </message>
    <message>
        <source>the value %1 is outside its slider range [%2, %3]: change the value or widen the range</source>
        <translation>der Wert %1 liegt außerhalb seines Schieberbereichs [%2, %3]: ändern Sie den Wert oder erweitern Sie den Bereich</translation>
    </message>
    <message>
        <source>point name &apos;%1&apos; is not a valid name: %2 (names use ASCII letters, digits and &apos;_&apos;, starting with a letter)</source>
        <translation>der Punktname &apos;%1&apos; ist kein gültiger Name: %2 (Namen bestehen aus ASCII-Buchstaben, Ziffern und &apos;_&apos; und beginnen mit einem Buchstaben)</translation>
    </message>
    <message>
        <source>point name &apos;%1&apos; is used twice</source>
        <translation>der Punktname &apos;%1&apos; wird zweimal verwendet</translation>
    </message>
    <message>
        <source>the radius is negative (%1) at the initial state: a circle&apos;s radius is its size</source>
        <translation>der Radius ist im Anfangszustand negativ (%1): der Radius eines Kreises ist seine Größe</translation>
    </message>
    <message>
        <source>%1 = %2 is not above %3 = %4: the view box would be %5</source>
        <translation>%1 = %2 liegt nicht über %3 = %4: der Sichtbereich wäre %5</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>inverted (the drawing mirrored)</source>
        <translation>umgekehrt (die Zeichnung gespiegelt)</translation>
    </message>
    <message>
        <source>drift %1%2 absolute (|E0| = %3%2 is below 10 x the energy&apos;s scale %4%2 = %5%2)</source>
        <translation>Drift %1%2 absolut (|E0| = %3%2 liegt unter 10 x der Energieskala %4%2 = %5%2)</translation>
    </message>
    <message>
        <source>the energy drift |E - E0| = %1%2 (absolute: |E0| is below 10 x the energy&apos;s scale) passed the limit %3 (max_energy_drift)</source>
        <translation>die Energiedrift |E - E0| = %1%2 (absolut: |E0| liegt unter 10 x der Energieskala) überschritt die Grenze %3 (max_energy_drift)</translation>
    </message>
    <message>
        <source>the model has %1 coordinates; mechlab handles up to %2</source>
        <translation>das Modell hat %1 Koordinaten; mechlab verarbeitet bis zu %2</translation>
    </message>
    <message>
        <source>the formula is too long (a part of %1 characters or more that is not a sum of terms): split it with definitions</source>
        <translation>die Formel ist zu lang (ein Teil mit %1 oder mehr Zeichen, der keine Summe von Termen ist): mit Definitionen aufteilen</translation>
    </message>
    <message>
        <source>%1 has no exact formula: the exact solution is not compared</source>
        <translation>%1 hat keine exakte Formel: die exakte Lösung wird nicht verglichen</translation>
    </message>
    <message>
        <source>%1 has no exact formula: the exact velocities are not compared</source>
        <translation>%1 hat keine exakte Formel: die exakten Geschwindigkeiten werden nicht verglichen</translation>
    </message>
    <message>
        <source>%1 has no exact formula: the exact multipliers are not compared</source>
        <translation>%1 hat keine exakte Formel: die exakten Multiplikatoren werden nicht verglichen</translation>
    </message>
</context>
<context>
    <name>mechlab</name>
    <message>
        <source>Interactive simulation of constrained mechanical systems. Opens FILE (a mechlab model, JSON), or the pendulum.</source>
        <translation>Interaktive Simulation mechanischer Systeme mit Zwangsbedingungen. Öffnet FILE (ein mechlab-Modell, JSON) oder das Pendel.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe zeigen.</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version zeigen.</translation>
    </message>
    <message>
        <source>The language of the window: %1 (default: the system&apos;s).</source>
        <translation>Die Sprache des Fensters: %1 (Vorgabe: die des Systems).</translation>
    </message>
    <message>
        <source>A model file to open.</source>
        <translation>Eine Modelldatei zum Öffnen.</translation>
    </message>
    <message>
        <source>mechlab opens one file at a time.
</source>
        <translation>mechlab öffnet eine Datei auf einmal.
</translation>
    </message>
    <message>
        <source>No translation for &apos;%1&apos;.
</source>
        <translation>Keine Übersetzung für „%1“.
</translation>
    </message>
</context>
<context>
    <name>mechlab::ui</name>
    <message>
        <source>Generalized coordinates q. Initial values are formulas of the parameters; the velocity of x is written x_dot in formulas.</source>
        <translation>Verallgemeinerte Koordinaten q. Anfangswerte sind Formeln in den Parametern; die Geschwindigkeit von x heißt in Formeln x_dot.</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>The animated GIF to write</source>
        <translation>Das zu schreibende animierte GIF</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Simulated time of the first frame (s)</source>
        <translation>Simulierte Zeit des ersten Bildes (s)</translation>
    </message>
    <message>
        <source>Simulated time where the animation ends (s), at most the end of the computed run</source>
        <translation>Simulierte Zeit, bei der die Animation endet (s), höchstens das Ende des berechneten Laufs</translation>
    </message>
    <message>
        <source>Simulated seconds per second of the animation (1×: real time)</source>
        <translation>Simulierte Sekunden pro Sekunde der Animation (1×: Echtzeit)</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> Bilder/s</translation>
    </message>
    <message>
        <source>Frames per second of the file (at most %1: GIF counts delays in hundredths of a second)</source>
        <translation>Bilder pro Sekunde der Datei (höchstens %1: GIF zählt Verzögerungen in Hundertstelsekunden)</translation>
    </message>
    <message>
        <source>With the &amp;charts</source>
        <translation>Mit den &amp;Diagrammen</translation>
    </message>
    <message>
        <source>The presentation charts (%1) stacked at the right of the drawing, their time cursor at each frame&apos;s time</source>
        <translation>Die Präsentationsdiagramme (%1) rechts neben der Zeichnung, ihr Zeitcursor bei der Zeit jedes Bildes</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>From t =</source>
        <translation>Von t =</translation>
    </message>
    <message>
        <source>To t =</source>
        <translation>Bis t =</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>Bildrate</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Give the file to write.</source>
        <translation>Die zu schreibende Datei angeben.</translation>
    </message>
    <message>
        <source>&apos;From&apos; is not a number.</source>
        <translation>„Von“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>&apos;To&apos; is not a number.</source>
        <translation>„Bis“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>The run is computed from t = %1 to %2 s.</source>
        <translation>Der Lauf ist von t = %1 bis %2 s berechnet.</translation>
    </message>
    <message>
        <source>&apos;To&apos; must come after &apos;From&apos;.</source>
        <translation>„Bis“ muss nach „Von“ liegen.</translation>
    </message>
    <message>
        <source>That would be %1 frames (at most %2): choose a higher speed, a lower frame rate or a shorter span.</source>
        <translation>Das wären %1 Bilder (höchstens %2): eine höhere Geschwindigkeit, eine niedrigere Bildrate oder eine kürzere Spanne wählen.</translation>
    </message>
    <message>
        <source>%1 frames of %2 × %3 px, playing for %4 s.</source>
        <translation>%1 Bilder mit %2 × %3 px, Spieldauer %4 s.</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>%1 wird geschrieben...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::DocumentController</name>
    <message>
        <source>Save model</source>
        <translation>Modell speichern</translation>
    </message>
    <message>
        <source>mechlab models (*.mechlab.json *.json)</source>
        <translation>mechlab-Modelle (*.mechlab.json *.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The model has unsaved changes. Save them first?</source>
        <translation>Das Modell hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::LinearAnalysisPanel</name>
    <message>
        <source>The pencil (E, A) analysed as in Sánchez Rivera (2021): Wong sequences, quasi-Weierstrass form S (sE - A) T = s diag(I, N) - diag(J, I), projectors (independent of the chosen bases)</source>
        <translation>Das Matrixbüschel (E, A) analysiert wie bei Sánchez Rivera (2021): Wong-Folgen, Quasi-Weierstraß-Form S (sE - A) T = s diag(I, N) - diag(J, I), Projektoren (unabhängig von den gewählten Basen)</translation>
    </message>
    <message>
        <source>Project x0</source>
        <translation>x0 projizieren</translation>
    </message>
    <message>
        <source>Replace the initial value by the consistent value it jumps to, x(0+) = Pi x0 - sum_i E_imp^i Pi_imp f^(i)(0)</source>
        <translation>Den Anfangswert durch den konsistenten Wert ersetzen, auf den er springt, x(0+) = Pi x0 - sum_i E_imp^i Pi_imp f^(i)(0)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Linear DAE analysis&lt;/b&gt;</source>
        <translation>&lt;b&gt;Analyse der linearen DAE&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;E x&apos; = A x + f(t)&lt;/b&gt;: %1 equations, %2 unknowns. </source>
        <translation>&lt;p&gt;&lt;b&gt;E x&apos; = A x + f(t)&lt;/b&gt;: %1 Gleichungen, %2 Unbekannte. </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;Regular&lt;/b&gt;&lt;/span&gt;, &lt;b&gt;index %1&lt;/b&gt;. </source>
        <translation>&lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;Regulär&lt;/b&gt;&lt;/span&gt;, &lt;b&gt;Index %1&lt;/b&gt;. </translation>
    </message>
    <message>
        <source>dim V* = %1 (the differential part), dim W* = %2.</source>
        <translation>dim V* = %1 (der differentielle Teil), dim W* = %2.</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;Not regular&lt;/b&gt;&lt;/span&gt;: %1. mechlab does not solve it.</source>
        <translation>&lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;Nicht regulär&lt;/b&gt;&lt;/span&gt;: %1. mechlab löst es nicht.</translation>
    </message>
    <message>
        <source> &lt;span style=&apos;color:#a06000&apos;&gt;Numerically borderline (the sampled sigma_min/sigma_max of lambda E - A is %1).&lt;/span&gt;</source>
        <translation> &lt;span style=&apos;color:#a06000&apos;&gt;Numerisch grenzwertig (das abgetastete sigma_min/sigma_max von lambda E - A ist %1).&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Wong sequences: dim V&lt;sub&gt;i&lt;/sub&gt; = %1; dim W&lt;sub&gt;j&lt;/sub&gt; = %2 (stationary after %3). Rank tolerance %4; smallest singular value kept %5, largest discarded %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Wong-Folgen: dim V&lt;sub&gt;i&lt;/sub&gt; = %1; dim W&lt;sub&gt;j&lt;/sub&gt; = %2 (stationär nach %3). Rangtoleranz %4; kleinster behaltener Singulärwert %5, größter verworfener %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;x0 = %1 is &lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;consistent&lt;/b&gt;&lt;/span&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;x0 = %1 ist &lt;span style=&apos;color:#1a6b1a&apos;&gt;&lt;b&gt;konsistent&lt;/b&gt;&lt;/span&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;x0 = %1 is &lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;not consistent&lt;/b&gt;&lt;/span&gt; (distance %2): the solution jumps at t0 to x(t0+) = %3, where the run starts.</source>
        <translation>&lt;p&gt;x0 = %1 ist &lt;span style=&apos;color:#a00000&apos;&gt;&lt;b&gt;nicht konsistent&lt;/b&gt;&lt;/span&gt; (Abstand %2): die Lösung springt bei t0 auf x(t0+) = %3, wo der Lauf beginnt.</translation>
    </message>
    <message>
        <source> Impulse: %1 %2.</source>
        <translation> Impuls: %1 %2.</translation>
    </message>
    <message>
        <source> No impulse (index %1).</source>
        <translation> Kein Impuls (Index %1).</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::LinearResultView</name>
    <message>
        <source>Unknowns x (dashed: closed form)</source>
        <translation>Unbekannte x (gestrichelt: geschlossene Form)</translation>
    </message>
    <message>
        <source>Unknowns x</source>
        <translation>Unbekannte x</translation>
    </message>
    <message>
        <source>Error against the closed-form solution</source>
        <translation>Fehler gegenüber der Lösung in geschlossener Form</translation>
    </message>
    <message>
        <source>Error: the pencil is not regular</source>
        <translation>Fehler: das Matrixbüschel ist nicht regulär</translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source> closed form</source>
        <translation> geschlossene Form</translation>
    </message>
    <message>
        <source>max_i |x_i - x_i,exact|</source>
        <translation>max_i |x_i - x_i,exact|</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MainWindow</name>
    <message>
        <source>mechlab did not close normally. The unsaved model “%1” from %2 can be restored.</source>
        <translation>mechlab wurde nicht normal beendet. Das ungespeicherte Modell „%1“ vom %2 kann wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Choose a preset...</source>
        <translation>Voreinstellung wählen...</translation>
    </message>
    <message>
        <source>Load a built-in model</source>
        <translation>Ein eingebautes Modell laden</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Run the simulation (F5); click again to stop (Esc)</source>
        <translation>Simulation starten (F5); erneut klicken zum Anhalten (Esc)</translation>
    </message>
    <message>
        <source>t = %v</source>
        <translation>t = %v</translation>
    </message>
    <message>
        <source>Simulated time / end time</source>
        <translation>Simulierte Zeit / Endzeit</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>Stop the run when</source>
        <translation>Lauf anhalten, wenn</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Stop when |g|, |G v + g_t| or |A v + b| exceeds this value (blank: never)</source>
        <translation>Anhalten, wenn |g|, |G v + g_t| oder |A v + b| diesen Wert überschreitet (leer: nie)</translation>
    </message>
    <message>
        <source>Stop when the energy drift exceeds this value: |E - E0|/|E0| while |E0| is at least the energy&apos;s scale over the run, else |E - E0| in the model&apos;s energy unit. Not applied to a model that does not conserve its energy (blank: never)</source>
        <translation>Anhalten, wenn die Energiedrift diesen Wert überschreitet: |E - E0|/|E0|, solange |E0| mindestens die Größenordnung der Energie über den Lauf hat, sonst |E - E0| in der Energieeinheit des Modells. Nicht angewandt auf ein Modell, das seine Energie nicht erhält (leer: nie)</translation>
    </message>
    <message>
        <source>Stop when two accepted points before the end lie closer than this (an adaptive method crawling through a stiff model; blank: only the method&apos;s own round-off floor)</source>
        <translation>Anhalten, wenn zwei akzeptierte Punkte vor dem Ende näher als dies liegen (ein adaptives Verfahren, das durch ein steifes Modell kriecht; leer: nur die eigene Rundungsgrenze des Verfahrens)</translation>
    </message>
    <message>
        <source>a residual exceeds</source>
        <translation>ein Residuum überschreitet</translation>
    </message>
    <message>
        <source>the energy drift exceeds</source>
        <translation>die Energiedrift überschreitet</translation>
    </message>
    <message>
        <source>the step falls below</source>
        <translation>der Schritt unterschreitet</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Run&lt;/b&gt; (F5) to simulate. Drag a parameter slider to re-run, click a chart to move the time, F1 for the quick guide.</source>
        <translation>&lt;b&gt;Starten&lt;/b&gt; (F5) simuliert. Ein Parameter-Schieberegler rechnet neu, ein Klick in ein Diagramm setzt die Zeit, F1 öffnet die Kurzanleitung.</translation>
    </message>
    <message>
        <source>Coordinates (dashed: exact)</source>
        <translation>Koordinaten (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>Error against the exact solution</source>
        <translation>Fehler gegenüber der exakten Lösung</translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>E - E0</source>
        <translation>E - E0</translation>
    </message>
    <message>
        <source>Constraint residuals</source>
        <translation>Residuen der Zwangsbedingungen</translation>
    </message>
    <message>
        <source>residual</source>
        <translation>Residuum</translation>
    </message>
    <message>
        <source>Multipliers (dashed: exact)</source>
        <translation>Multiplikatoren (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>|E - E0| (absolute)</source>
        <translation>|E - E0| (absolut)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Open the autosaved model (its edits stay unsaved until you save)</source>
        <translation>Das automatisch gesicherte Modell öffnen (seine Änderungen bleiben ungespeichert, bis Sie speichern)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Delete the autosaved model</source>
        <translation>Das automatisch gesicherte Modell löschen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <source>mechlab models (*.mechlab.json *.json)</source>
        <translation>mechlab-Modelle (*.mechlab.json *.json)</translation>
    </message>
    <message>
        <source>&amp;New model</source>
        <translation>&amp;Neues Modell</translation>
    </message>
    <message>
        <source>Start a mechanical model (a mass on a spring) to edit</source>
        <translation>Ein mechanisches Modell (eine Masse an einer Feder) zum Bearbeiten beginnen</translation>
    </message>
    <message>
        <source>New &amp;linear DAE model</source>
        <translation>Neues &amp;lineares DAE-Modell</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Start a linear DAE E x&apos; = A x + f(t) from a small template</source>
        <translation>Eine lineare DAE E x&apos; = A x + f(t) aus einer kleinen Vorlage beginnen</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Export &amp;CSV...</source>
        <translation>&amp;CSV exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export trajectory</source>
        <translation>Trajektorie exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export c&amp;hart</source>
        <translation>Dia&amp;gramm exportieren</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)</source>
        <translation>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Kurven als CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export &amp;all charts...</source>
        <translation>&amp;Alle Diagramme exportieren...</translation>
    </message>
    <message>
        <source>Export all charts into</source>
        <translation>Alle Diagramme exportieren nach</translation>
    </message>
    <message>
        <source>Export &amp;mechanism picture...</source>
        <translation>&amp;Bild des Mechanismus exportieren...</translation>
    </message>
    <message>
        <source>Export the mechanism at the time shown</source>
        <translation>Den Mechanismus zur gezeigten Zeit exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg)</source>
        <translation>PNG (*.png);;SVG (*.svg)</translation>
    </message>
    <message>
        <source>The mechanism at the time under the slider: PNG of what is shown (the 3D view too), or SVG of the 2D drawing</source>
        <translation>Der Mechanismus zur Zeit unter dem Schieberegler: PNG des Gezeigten (auch der 3D-Ansicht) oder SVG der 2D-Zeichnung</translation>
    </message>
    <message>
        <source>Export a&amp;nimation...</source>
        <translation>A&amp;nimation exportieren...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>The mechanism over the computed run as an animated GIF</source>
        <translation>Der Mechanismus über den berechneten Lauf als animiertes GIF</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Check model...</source>
        <translation>Modell &amp;prüfen...</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Work-precision study...</source>
        <translation>&amp;Aufwand-Genauigkeit-Studie...</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Run several methods over a range of tolerances or steps and compare error against CPU time</source>
        <translation>Mehrere Verfahren über einen Bereich von Toleranzen oder Schrittweiten rechnen und Fehler gegen Rechenzeit vergleichen</translation>
    </message>
    <message>
        <source>&amp;Pin run for comparison</source>
        <translation>Lauf zum &amp;Vergleich festhalten</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Keep the current run on the charts while you try another method</source>
        <translation>Den aktuellen Lauf in den Diagrammen behalten, während Sie ein anderes Verfahren ausprobieren</translation>
    </message>
    <message>
        <source>Clear &amp;overlays</source>
        <translation>&amp;Überlagerungen entfernen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Reset zoom</source>
        <translation>&amp;Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Play / pause animation</source>
        <translation>Animation &amp;abspielen / anhalten</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größere Schrift</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinere Schrift</translation>
    </message>
    <message>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normale Schriftgröße</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Energy split (kinetic, rest, total)</source>
        <translation>&amp;Energieaufteilung (kinetisch, Rest, gesamt)</translation>
    </message>
    <message>
        <source>The energy chart shows the kinetic energy T, the rest V = E - T and E instead of the change E - E0</source>
        <translation>Das Energiediagramm zeigt die kinetische Energie T, den Rest V = E - T und E statt der Änderung E - E0</translation>
    </message>
    <message>
        <source>Energy &amp;bars on the drawing</source>
        <translation>Energie&amp;balken an der Zeichnung</translation>
    </message>
    <message>
        <source>Bars of the kinetic energy T, the rest V = E - T and E at the time shown, at the drawing&apos;s left edge</source>
        <translation>Balken der kinetischen Energie T, des Rests V = E - T und von E zur gezeigten Zeit, am linken Rand der Zeichnung</translation>
    </message>
    <message>
        <source>P&amp;hase portrait and formulas...</source>
        <translation>P&amp;hasenporträt und Formeln...</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>A coordinate against its velocity, or any formula of t, q, v and the multipliers against another, through the current run</source>
        <translation>Eine Koordinate gegen ihre Geschwindigkeit oder eine beliebige Formel in t, q, v und den Multiplikatoren gegen eine andere, über den aktuellen Lauf</translation>
    </message>
    <message>
        <source>&amp;Arrows on the drawing</source>
        <translation>&amp;Pfeile an der Zeichnung</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>P&amp;resentation view</source>
        <translation>P&amp;räsentationsansicht</translation>
    </message>
    <message>
        <source>The mechanism large with two charts, large text, only Run, Play and the sliders</source>
        <translation>Der Mechanismus groß mit zwei Diagrammen, große Schrift, nur Starten, Abspielen und die Schieberegler</translation>
    </message>
    <message>
        <source>Presentation &amp;charts</source>
        <translation>Präsentations&amp;diagramme</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quick guide</source>
        <translation>&amp;Kurzanleitung</translation>
    </message>
    <message>
        <source>&amp;About mechlab</source>
        <translation>&amp;Über mechlab</translation>
    </message>
    <message>
        <source>About mechlab</source>
        <translation>Über mechlab</translation>
    </message>
    <message>
        <source>&lt;b&gt;mechlab %1&lt;/b&gt;&lt;br&gt;Interactive simulation of constrained mechanical systems.&lt;br&gt;&lt;br&gt;Charts: wheel or rubber band to zoom, right-drag to pan, double-click to reset, click to move the time.</source>
        <translation>&lt;b&gt;mechlab %1&lt;/b&gt;&lt;br&gt;Interaktive Simulation mechanischer Systeme mit Zwangsbedingungen.&lt;br&gt;&lt;br&gt;Diagramme: Mausrad oder Auswahlrahmen zum Zoomen, mit rechter Taste ziehen zum Verschieben, Doppelklick zum Zurücksetzen, Klick setzt die Zeit.</translation>
    </message>
    <message>
        <source>mechlab quick guide</source>
        <translation>mechlab-Kurzanleitung</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <source>Cannot open %1:

%2</source>
        <translation>%1 kann nicht geöffnet werden:

%2</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>press Run (F5)</source>
        <translation>Starten drücken (F5)</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>unbenannt</translation>
    </message>
    <message>
        <source>The model has errors (see the Model tab): </source>
        <translation>Das Modell hat Fehler (siehe Reiter Modell): </translation>
    </message>
    <message>
        <source>Set the initial values</source>
        <translation>Anfangswerte übernehmen</translation>
    </message>
    <message>
        <source>Check model</source>
        <translation>Modell prüfen</translation>
    </message>
    <message>
        <source>The model has errors; see the Model tab:

</source>
        <translation>Das Modell hat Fehler; siehe Reiter Modell:

</translation>
    </message>
    <message>
        <source>Project initial values</source>
        <translation>Anfangswerte projizieren</translation>
    </message>
    <message>
        <source>Projection failed</source>
        <translation>Projektion fehlgeschlagen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>%1. The analysis below shows its parts; mechlab does not solve it.</source>
        <translation>%1. Die Analyse unten zeigt seine Teile; mechlab löst es nicht.</translation>
    </message>
    <message>
        <source>Method settings: </source>
        <translation>Einstellungen des Verfahrens: </translation>
    </message>
    <message>
        <source>t = 0</source>
        <translation>t = 0</translation>
    </message>
    <message>
        <source>Work-precision study</source>
        <translation>Aufwand-Genauigkeit-Studie</translation>
    </message>
    <message>
        <source>The study compares methods on mechanical models. For a linear DAE, run the methods at several step sizes: the error chart measures each against the closed-form solution.</source>
        <translation>Die Studie vergleicht Verfahren an mechanischen Modellen. Für eine lineare DAE die Verfahren mit mehreren Schrittweiten rechnen: das Fehlerdiagramm misst jedes an der Lösung in geschlossener Form.</translation>
    </message>
    <message>
        <source>Phase portrait</source>
        <translation>Phasenporträt</translation>
    </message>
    <message>
        <source>The model has errors; see the Model tab.</source>
        <translation>Das Modell hat Fehler; siehe Reiter Modell.</translation>
    </message>
    <message>
        <source>Phase portraits are drawn for mechanical models.</source>
        <translation>Phasenporträts gibt es für mechanische Modelle.</translation>
    </message>
    <message>
        <source>previous run</source>
        <translation>vorheriger Lauf</translation>
    </message>
    <message>
        <source>previous: %1</source>
        <translation>vorher: %1</translation>
    </message>
    <message>
        <source>pinned run</source>
        <translation>festgehaltener Lauf</translation>
    </message>
    <message>
        <source>pinned: %1</source>
        <translation>festgehalten: %1</translation>
    </message>
    <message>
        <source>Finished, but check the result: %1</source>
        <translation>Fertig, aber prüfen Sie das Ergebnis: %1</translation>
    </message>
    <message>
        <source>Stopped at t = %1 s; the charts show what was computed until then.</source>
        <translation>Angehalten bei t = %1 s; die Diagramme zeigen, was bis dahin berechnet wurde.</translation>
    </message>
    <message>
        <source>Stopped: %1. The charts show what was computed until then.</source>
        <translation>Angehalten: %1. Die Diagramme zeigen, was bis dahin berechnet wurde.</translation>
    </message>
    <message>
        <source>The run failed: %1. The charts show what was computed until then.</source>
        <translation>Der Lauf ist gescheitert: %1. Die Diagramme zeigen, was bis dahin berechnet wurde.</translation>
    </message>
    <message>
        <source>Nothing to export yet: run the simulation first.</source>
        <translation>Noch nichts zu exportieren: zuerst die Simulation starten.</translation>
    </message>
    <message>
        <source>Nothing to export yet: the model has errors.</source>
        <translation>Noch nichts zu exportieren: das Modell hat Fehler.</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Run the model first (F5): the animation shows the computed run.</source>
        <translation>Zuerst das Modell rechnen (F5): die Animation zeigt den berechneten Lauf.</translation>
    </message>
    <message>
        <source>A linear DAE has no mechanism to animate.</source>
        <translation>Eine lineare DAE hat keinen Mechanismus zum Animieren.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <comment>menu</comment>
        <translation>&amp;Simulation</translation>
    </message>
    <message>
        <source>t = %1 s — done</source>
        <translation>t = %1 s — fertig</translation>
    </message>
    <message>
        <source>Run</source>
        <comment>tab</comment>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>New model</source>
        <translation>Neues Modell</translation>
    </message>
    <message>
        <source>A mass on a spring: edit M, f and g, or give a Lagrangian.</source>
        <translation>Eine Masse an einer Feder: M, f und g bearbeiten oder eine Lagrange-Funktion angeben.</translation>
    </message>
    <message>
        <source>mass</source>
        <translation>Masse</translation>
    </message>
    <message>
        <source>spring constant</source>
        <translation>Federkonstante</translation>
    </message>
    <message>
        <source>New linear DAE</source>
        <translation>Neues lineares DAE</translation>
    </message>
    <message>
        <source>x1&apos; = -k x1 + x2, 0 = x1 - x2 + sin(t): index 1, x2 algebraic.</source>
        <translation>x1&apos; = -k x1 + x2, 0 = x1 - x2 + sin(t): Index 1, x2 algebraisch.</translation>
    </message>
    <message>
        <source>decay rate</source>
        <translation>Abklingrate</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Multiplikatoren</translation>
    </message>
    <message>
        <source>Stop when a conserved quantity the model declares (Model editor, Energy tab) drifts by more than this fraction of its size: |I - I0| over max(|I0|, the sum of its terms&apos; magnitudes). Not applied to a model without such quantities (blank: never)</source>
        <translation>Anhalten, wenn eine vom Modell erklärte Erhaltungsgröße (Modelleditor, Reiter Energie) um mehr als diesen Bruchteil ihrer Größe driftet: |I - I0| durch max(|I0|, Summe der Beträge ihrer Terme). Nicht angewandt auf ein Modell ohne solche Größen (leer: nie)</translation>
    </message>
    <message>
        <source>a conserved quantity drifts by</source>
        <translation>eine Erhaltungsgröße driftet um</translation>
    </message>
    <message>
        <source>The model has errors (see the Model tab): its parameters take effect once they are fixed</source>
        <translation>Das Modell hat Fehler (siehe Reiter Modell): seine Parameter wirken, sobald sie behoben sind</translation>
    </message>
    <message>
        <source>Compiling the model (%1 coordinates)…</source>
        <translation>Das Modell wird übersetzt (%1 Koordinaten) …</translation>
    </message>
    <message>
        <source>The run starts when it is ready.</source>
        <translation>Der Lauf beginnt, sobald es bereit ist.</translation>
    </message>
    <message>
        <source>The model is still being compiled; check it once it is ready.</source>
        <translation>Das Modell wird noch übersetzt; prüfen Sie es, sobald es bereit ist.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;mechlab in six steps&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Pick a model&lt;/b&gt; from the box at the top left (or File &amp;rsaquo; Open, Ctrl+O).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Run&lt;/b&gt; with the Run button or &lt;b&gt;F5&lt;/b&gt;; &lt;b&gt;Esc&lt;/b&gt; stops. The mechanism moves at the
chosen speed (1&amp;times; = real time) and the charts grow; &lt;b&gt;Space&lt;/b&gt; pauses and plays.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Sliders&lt;/b&gt; (Run tab) change a parameter: the model re-runs while you drag, the run before
stays faded for comparison.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Time:&lt;/b&gt; drag the slider under the mechanism or &lt;b&gt;click a chart&lt;/b&gt;; the grey line on every
chart marks the time shown.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Edit a formula&lt;/b&gt; on the Model tab: double-click a cell (or F2), type, Enter. A formula with
an error turns red with the message underneath; fix it the same way. &lt;b&gt;Ctrl+Z&lt;/b&gt; undoes,
Ctrl+Shift+Z redoes.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Compare and export:&lt;/b&gt; Ctrl+P pins a run while you try another method; Ctrl+E writes the
trajectory as CSV; File &amp;rsaquo; Export chart saves PNG, SVG, PDF or its curves as CSV, Export
mechanism picture the drawing as PNG or SVG; &lt;b&gt;Ctrl+Shift+E&lt;/b&gt; exports the animation as a GIF.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;In front of a class: &lt;b&gt;F11&lt;/b&gt; full screen (Esc leaves it), &lt;b&gt;F9&lt;/b&gt; presentation view (the mechanism large,
two charts of View &amp;rsaquo; Presentation charts), &lt;b&gt;Ctrl+=&lt;/b&gt; / &lt;b&gt;Ctrl+-&lt;/b&gt; text size.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;mechlab in sechs Schritten&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Ein Modell wählen&lt;/b&gt; im Feld oben links (oder Datei &amp;rsaquo; Öffnen, Strg+O).&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Starten&lt;/b&gt; mit dem Knopf Starten oder &lt;b&gt;F5&lt;/b&gt;; &lt;b&gt;Esc&lt;/b&gt; hält an. Der Mechanismus bewegt sich in der
gewählten Geschwindigkeit (1&amp;times; = Echtzeit) und die Diagramme wachsen; die &lt;b&gt;Leertaste&lt;/b&gt; hält an und spielt ab.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Schieberegler&lt;/b&gt; (Reiter Lauf) ändern einen Parameter: das Modell rechnet neu, während Sie ziehen, der vorige Lauf
bleibt blass zum Vergleich.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Zeit:&lt;/b&gt; den Regler unter dem Mechanismus ziehen oder &lt;b&gt;in ein Diagramm klicken&lt;/b&gt;; die graue Linie in jedem
Diagramm markiert die gezeigte Zeit.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Eine Formel bearbeiten&lt;/b&gt; im Reiter Modell: Zelle doppelklicken (oder F2), tippen, Eingabe. Eine Formel mit
einem Fehler wird rot, die Meldung steht darunter; auf dieselbe Weise korrigieren. &lt;b&gt;Strg+Z&lt;/b&gt; macht rückgängig,
Strg+Umschalt+Z stellt wieder her.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Vergleichen und exportieren:&lt;/b&gt; Strg+P hält einen Lauf fest, während Sie ein anderes Verfahren ausprobieren; Strg+E schreibt die
Trajektorie als CSV; Datei &amp;rsaquo; Diagramm exportieren speichert PNG, SVG, PDF oder seine Kurven als CSV, Bild des
Mechanismus exportieren die Zeichnung als PNG oder SVG; &lt;b&gt;Strg+Umschalt+E&lt;/b&gt; exportiert die Animation als GIF.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Vor einer Klasse: &lt;b&gt;F11&lt;/b&gt; Vollbild (Esc beendet es), &lt;b&gt;F9&lt;/b&gt; Präsentationsansicht (der Mechanismus groß,
zwei Diagramme aus Ansicht &amp;rsaquo; Präsentationsdiagramme), &lt;b&gt;Strg+=&lt;/b&gt; / &lt;b&gt;Strg+-&lt;/b&gt; Schriftgröße.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MechanicalResultView</name>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Error against the exact solution</source>
        <translation>Fehler gegenüber der exakten Lösung</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Coordinates (dashed: exact)</source>
        <translation>Koordinaten (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>Multipliers: this model has no constraints</source>
        <translation>Multiplikatoren: dieses Modell hat keine Zwangsbedingungen</translation>
    </message>
    <message>
        <source>Multipliers (dashed: exact)</source>
        <translation>Multiplikatoren (gestrichelt: exakt)</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Multiplikatoren</translation>
    </message>
    <message>
        <source> exact</source>
        <translation> exakt</translation>
    </message>
    <message>
        <source>Error: this model has no exact solution</source>
        <translation>Fehler: dieses Modell hat keine exakte Lösung</translation>
    </message>
    <message>
        <source>Error against the reference values (marked when reached)</source>
        <translation>Fehler gegenüber den Referenzwerten (markiert, wenn erreicht)</translation>
    </message>
    <message>
        <source>max-norm error</source>
        <translation>Fehler (Maximumnorm)</translation>
    </message>
    <message>
        <source>|E - E0| (absolute)</source>
        <translation>|E - E0| (absolut)</translation>
    </message>
    <message>
        <source>|E - E0| [%1] (absolute)</source>
        <translation>|E - E0| [%1] (absolut)</translation>
    </message>
    <message>
        <source>Energy: kinetic T, V = E - T</source>
        <translation>Energie: kinetisch T, V = E - T</translation>
    </message>
    <message>
        <source>Energy (not conserved): T, V = E - T</source>
        <translation>Energie (nicht erhalten): T, V = E - T</translation>
    </message>
    <message>
        <source>energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>energy [%1]</source>
        <translation>Energie [%1]</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>V = E - T</source>
        <translation>V = E - T</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Energy (E0 = %1%2)</source>
        <translation>Energie (E0 = %1%2)</translation>
    </message>
    <message>
        <source>Energy: not conserved (%1)</source>
        <translation>Energie: nicht erhalten (%1)</translation>
    </message>
    <message>
        <source>E - E0</source>
        <translation>E - E0</translation>
    </message>
    <message>
        <source>E - E0 [%1]</source>
        <translation>E - E0 [%1]</translation>
    </message>
    <message>
        <source>|E - E0| (drift)</source>
        <translation>|E - E0| (Drift)</translation>
    </message>
    <message>
        <source>|E - E0|</source>
        <translation>|E - E0|</translation>
    </message>
    <message>
        <source>Constraint residuals: this model has no constraints</source>
        <translation>Residuen der Zwangsbedingungen: dieses Modell hat keine Zwangsbedingungen</translation>
    </message>
    <message>
        <source>Constraint residuals</source>
        <translation>Residuen der Zwangsbedingungen</translation>
    </message>
    <message>
        <source>q (reference)</source>
        <translation>q (Referenz)</translation>
    </message>
    <message>
        <source>v (reference)</source>
        <translation>v (Referenz)</translation>
    </message>
    <message>
        <source>λ (reference)</source>
        <translation>λ (Referenz)</translation>
    </message>
    <message>
        <source>Reference values: %1 correct digits</source>
        <translation>Referenzwerte: %1 korrekte Stellen</translation>
    </message>
    <message>
        <source>max relative error (floor 1e-4 of the largest)</source>
        <translation>max. relativer Fehler (Untergrenze 1e-4 des größten)</translation>
    </message>
    <message>
        <source>*: the error is at the reference values&apos; own accuracy: more digits cannot be measured against them</source>
        <translation>*: der Fehler liegt bei der Genauigkeit der Referenzwerte selbst: weitere Stellen lassen sich an ihnen nicht messen</translation>
    </message>
    <message>
        <source>Error: no exact solution for these values</source>
        <translation>Fehler: keine exakte Lösung für diese Werte</translation>
    </message>
    <message>
        <source>|E - E0|, |I - I0|</source>
        <translation>|E - E0|, |I - I0|</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MechanismCanvas</name>
    <message>
        <source>The mechanism at the time under the slider</source>
        <translation>Der Mechanismus zur Zeit unter dem Schieberegler</translation>
    </message>
    <message>
        <source>mechlab mechanism at t = %1 s</source>
        <translation>mechlab-Mechanismus bei t = %1 s</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>unknown picture type (use .png or .svg): %1</source>
        <translation>unbekannter Bildtyp (.png oder .svg verwenden): %1</translation>
    </message>
    <message>
        <source>velocity</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>force</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>constraint force</source>
        <translation>Zwangskraft</translation>
    </message>
    <message>
        <source>This model has no drawing</source>
        <translation>Dieses Modell hat keine Zeichnung</translation>
    </message>
    <message>
        <source>The model has errors (see the Model tab): nothing to draw until they are fixed</source>
        <translation>Das Modell hat Fehler (siehe Reiter Modell): nichts zu zeichnen, bis sie behoben sind</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MechanismView</name>
    <message>
        <source>&amp;3D view</source>
        <translation>&amp;3D-Ansicht</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Show the mechanism in 3D (drag to turn it, wheel to zoom) or as the 2D drawing (Ctrl+3)</source>
        <translation>Den Mechanismus in 3D zeigen (ziehen zum Drehen, Mausrad zum Zoomen) oder als 2D-Zeichnung (Strg+3)</translation>
    </message>
    <message>
        <source>3D</source>
        <translation>3D</translation>
    </message>
    <message>
        <source>Time: drag to scrub through the computed run</source>
        <translation>Zeit: ziehen, um durch den berechneten Lauf zu blättern</translation>
    </message>
    <message>
        <source>Play / pause the animation (Space)</source>
        <translation>Animation abspielen / anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Playback speed relative to real time (1×: one simulated second per second)</source>
        <translation>Abspielgeschwindigkeit relativ zur Echtzeit (1×: eine simulierte Sekunde pro Sekunde)</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>Show or hide the velocity, applied-force and constraint-force arrows of the drawing</source>
        <translation>Die Pfeile der Geschwindigkeiten, eingeprägten Kräfte und Zwangskräfte zeigen oder verbergen</translation>
    </message>
    <message>
        <source>&amp;Velocities</source>
        <translation>&amp;Geschwindigkeiten</translation>
    </message>
    <message>
        <source>Applied &amp;forces</source>
        <translation>Eingeprägte &amp;Kräfte</translation>
    </message>
    <message>
        <source>&amp;Constraint forces (-Gᵀλ)</source>
        <translation>&amp;Zwangskräfte (-Gᵀλ)</translation>
    </message>
    <message>
        <source>The 3D view cannot be shown: %1</source>
        <translation>Die 3D-Ansicht kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::MethodPanel</name>
    <message>
        <source>Integrator (from the method registry)</source>
        <translation>Integrator (aus dem Verfahrensverzeichnis)</translation>
    </message>
    <message>
        <source>For E x&apos; = A x + f: %1 [order %2]</source>
        <translation>Für E x&apos; = A x + f: %1 [Ordnung %2]</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>no method selected</source>
        <translation>kein Verfahren gewählt</translation>
    </message>
    <message>
        <source>%1 (linear DAEs: %2)</source>
        <translation>%1 (lineare DAEs: %2)</translation>
    </message>
    <message>
        <source>%1 [order %2, %3]</source>
        <translation>%1 [Ordnung %2, %3]</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::ModelEditor</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Start time [s]</source>
        <translation>Startzeit [s]</translation>
    </message>
    <message>
        <source>End time [s]</source>
        <translation>Endzeit [s]</translation>
    </message>
    <message>
        <source>Recommended method</source>
        <translation>Empfohlenes Verfahren</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Initial position</source>
        <translation>Anfangslage</translation>
    </message>
    <message>
        <source>Initial velocity</source>
        <translation>Anfangsgeschwindigkeit</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Slider min</source>
        <translation>Regler min</translation>
    </message>
    <message>
        <source>Slider max</source>
        <translation>Regler max</translation>
    </message>
    <message>
        <source>Parameters: formulas use them by name; each gets a slider.</source>
        <translation>Parameter: Formeln verwenden sie beim Namen; jeder erhält einen Schieberegler.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formel</translation>
    </message>
    <message>
        <source>Helper formulas, evaluated top to bottom; each is usable in every later formula.</source>
        <translation>Hilfsformeln, von oben nach unten ausgewertet; jede ist in allen späteren Formeln verwendbar.</translation>
    </message>
    <message>
        <source>Definitions</source>
        <translation>Definitionen</translation>
    </message>
    <message>
        <source>blank: the model is given by M, f and V</source>
        <translation>leer: das Modell ist durch M, f und V gegeben</translation>
    </message>
    <message>
        <source>A Lagrangian L(t, q, v) instead of M and V, e.g. m*x_dot^2/2 - k*x^2/2. mechlab derives M = d2L/dv2 and the forces of the equations of motion (Check model shows them); the f table then holds the generalized forces Q acting besides L</source>
        <translation>Eine Lagrange-Funktion L(t, q, v) statt M und V, z. B. m*x_dot^2/2 - k*x^2/2. mechlab leitet M = d2L/dv2 und die Kräfte der Bewegungsgleichungen ab (Modell prüfen zeigt sie); die Tabelle f enthält dann die verallgemeinerten Kräfte Q neben L</translation>
    </message>
    <message>
        <source>blank: 0</source>
        <translation>leer: 0</translation>
    </message>
    <message>
        <source>Rayleigh (Herglotz) dissipation rate alpha, a formula of the parameters: the force -alpha dL/dv (= -alpha M v) acts besides f; the contact integrators treat it as the Herglotz term -alpha z</source>
        <translation>Rayleigh-(Herglotz-)Dissipationsrate alpha, eine Formel in den Parametern: die Kraft -alpha dL/dv (= -alpha M v) wirkt neben f; die Kontaktintegratoren behandeln sie als Herglotz-Term -alpha z</translation>
    </message>
    <message>
        <source>Lagrangian L</source>
        <translation>Lagrange-Funktion L</translation>
    </message>
    <message>
        <source>Dissipation alpha</source>
        <translation>Dissipation alpha</translation>
    </message>
    <message>
        <source>Mass matrix M(q): a blank entry means 0 (not used when a Lagrangian is given).</source>
        <translation>Massenmatrix M(q): ein leerer Eintrag bedeutet 0 (nicht verwendet, wenn eine Lagrange-Funktion gegeben ist).</translation>
    </message>
    <message>
        <source>M / L</source>
        <translation>M / L</translation>
    </message>
    <message>
        <source>f(t, q, v)</source>
        <translation>f(t, q, v)</translation>
    </message>
    <message>
        <source>Applied forces, one per coordinate (blank means 0). With a Lagrangian: the generalized forces Q besides L.</source>
        <translation>Eingeprägte Kräfte, eine je Koordinate (leer bedeutet 0). Mit Lagrange-Funktion: die verallgemeinerten Kräfte Q neben L.</translation>
    </message>
    <message>
        <source>f</source>
        <translation>f</translation>
    </message>
    <message>
        <source>g(q, t) = 0</source>
        <translation>g(q, t) = 0</translation>
    </message>
    <message>
        <source>Holonomic constraints. G = dg/dq is derived exactly.</source>
        <translation>Holonome Zwangsbedingungen. G = dg/dq wird exakt abgeleitet.</translation>
    </message>
    <message>
        <source>g</source>
        <translation>g</translation>
    </message>
    <message>
        <source>Velocity constraints A(q, t) v + b(q, t) = 0 (nonholonomic, e.g. rolling without slipping): one row per constraint, a coefficient per coordinate and the offset b (blank means 0).</source>
        <translation>Geschwindigkeitsbedingungen A(q, t) v + b(q, t) = 0 (nichtholonom, z. B. Rollen ohne Gleiten): eine Zeile je Bedingung, ein Koeffizient je Koordinate und der Versatz b (leer bedeutet 0).</translation>
    </message>
    <message>
        <source>A v + b</source>
        <translation>A v + b</translation>
    </message>
    <message>
        <source>E x&apos; = A x + f(t) with constant E and A: entries are numbers or formulas of the parameters (blank means 0), f a formula of t and the parameters per equation. The unknowns are listed on the Unknowns tab.</source>
        <translation>E x&apos; = A x + f(t) mit konstanten E und A: Einträge sind Zahlen oder Formeln in den Parametern (leer bedeutet 0), f je Gleichung eine Formel in t und den Parametern. Die Unbekannten stehen im Reiter Unbekannte.</translation>
    </message>
    <message>
        <source>Number of equations (rows of E, A and f); a square pencil has one per unknown</source>
        <translation>Anzahl der Gleichungen (Zeilen von E, A und f); ein quadratisches Büschel hat eine je Unbekannte</translation>
    </message>
    <message>
        <source>Equations</source>
        <translation>Gleichungen</translation>
    </message>
    <message>
        <source>f(t)</source>
        <translation>f(t)</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The matrix E multiplying x&apos; (singular for a DAE)</source>
        <translation>Die Matrix E vor x&apos; (singulär für eine DAE)</translation>
    </message>
    <message>
        <source>The matrix A multiplying x</source>
        <translation>Die Matrix A vor x</translation>
    </message>
    <message>
        <source>The forcing f(t); its derivatives, which the solution of a higher-index DAE needs, are derived exactly</source>
        <translation>Die Anregung f(t); ihre Ableitungen, die die Lösung einer DAE höheren Index braucht, werden exakt gebildet</translation>
    </message>
    <message>
        <source>E, A, f</source>
        <translation>E, A, f</translation>
    </message>
    <message>
        <source>Potential V(q): the energy is 1/2 v&apos;Mv + V</source>
        <translation>Potential V(q): die Energie ist 1/2 v&apos;Mv + V</translation>
    </message>
    <message>
        <source>Optional: a formula for the energy E(t, q, v) instead</source>
        <translation>Optional: stattdessen eine Formel für die Energie E(t, q, v)</translation>
    </message>
    <message>
        <source>Potential V(q)</source>
        <translation>Potential V(q)</translation>
    </message>
    <message>
        <source>Energy formula</source>
        <translation>Energieformel</translation>
    </message>
    <message>
        <source>e.g. J</source>
        <translation>z. B. J</translation>
    </message>
    <message>
        <source>The energy&apos;s unit, shown with an absolute energy drift and on the energy chart (optional)</source>
        <translation>Die Einheit der Energie, gezeigt bei absoluter Energiedrift und im Energiediagramm (optional)</translation>
    </message>
    <message>
        <source>Energy unit</source>
        <translation>Energieeinheit</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energie</translation>
    </message>
    <message>
        <source>Exact solution (formula of t and the parameters; leave a group blank if unknown)</source>
        <translation>Exakte Lösung (Formel in t und den Parametern; eine Gruppe leer lassen, wenn unbekannt)</translation>
    </message>
    <message>
        <source>Exact solution for the error chart. Special functions ellipk, jsn, jcn, jdn are available here.</source>
        <translation>Exakte Lösung für das Fehlerdiagramm. Die Sonderfunktionen ellipk, jsn, jcn, jdn stehen hier zur Verfügung.</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exakt</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Center</source>
        <translation>Mittelpunkt</translation>
    </message>
    <message>
        <source>Radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>Axis end 1</source>
        <translation>Achsenende 1</translation>
    </message>
    <message>
        <source>Axis end 2</source>
        <translation>Achsenende 2</translation>
    </message>
    <message>
        <source>At point</source>
        <translation>Am Punkt</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Points as formulas of t, q and the parameters</source>
        <translation>Punkte als Formeln in t, q und den Parametern</translation>
    </message>
    <message>
        <source>Segments between points</source>
        <translation>Strecken zwischen Punkten</translation>
    </message>
    <message>
        <source>Circles</source>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>Ellipses through the ends of two conjugate semi-diameters (a tilted disc seen from above: its centre and the images of two perpendicular radii)</source>
        <translation>Ellipsen durch die Enden zweier konjugierter Halbmesser (eine geneigte Scheibe von oben: ihr Mittelpunkt und die Bilder zweier senkrechter Radien)</translation>
    </message>
    <message>
        <source>Arrows: kind velocity, force or constraint; x and y formulas of t, q, the velocities, the parameters and the multipliers lambda1, ..., mu1, ... (a velocity with x and y blank: the point&apos;s velocity)</source>
        <translation>Pfeile: Art velocity, force oder constraint; x und y Formeln in t, q, den Geschwindigkeiten, den Parametern und den Multiplikatoren lambda1, ..., mu1, ... (eine Geschwindigkeit mit leerem x und y: die Geschwindigkeit des Punktes)</translation>
    </message>
    <message>
        <source>Points whose path is drawn, separated by commas</source>
        <translation>Punkte, deren Bahn gezeichnet wird, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Traced points</source>
        <translation>Verfolgte Punkte</translation>
    </message>
    <message>
        <source>A short text shown on the drawing, e.g. &quot;seen from above&quot;</source>
        <translation>Ein kurzer Text auf der Zeichnung, z. B. „von oben gesehen“</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>The length unit of the drawing&apos;s scale bar</source>
        <translation>Die Längeneinheit des Maßstabsbalkens der Zeichnung</translation>
    </message>
    <message>
        <source>Length unit</source>
        <translation>Längeneinheit</translation>
    </message>
    <message>
        <source>View box</source>
        <translation>Sichtbereich</translation>
    </message>
    <message>
        <source>Drawing</source>
        <translation>Zeichnung</translation>
    </message>
    <message>
        <source>The model is valid.</source>
        <translation>Das Modell ist gültig.</translation>
    </message>
    <message>
        <source>Change the number of equations</source>
        <translation>Die Anzahl der Gleichungen ändern</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Type in a field</source>
        <translation>In ein Feld tippen</translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation>Die Beschreibung bearbeiten</translation>
    </message>
    <message>
        <source>Toggle symmetry</source>
        <translation>Symmetrie umschalten</translation>
    </message>
    <message>
        <source>Choose the recommended method</source>
        <translation>Das empfohlene Verfahren wählen</translation>
    </message>
    <message>
        <source>Unknowns</source>
        <translation>Unbekannte</translation>
    </message>
    <message>
        <source>Initial value x0</source>
        <translation>Anfangswert x0</translation>
    </message>
    <message>
        <source>The unknowns x of E x&apos; = A x + f(t), each with its initial value x0 (a formula of the parameters). An inconsistent x0 is reported with the value it jumps to.</source>
        <translation>Die Unbekannten x von E x&apos; = A x + f(t), jede mit ihrem Anfangswert x0 (einer Formel in den Parametern). Ein inkonsistentes x0 wird mit dem Wert gemeldet, auf den es springt.</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <source>Append a row</source>
        <translation>Eine Zeile anhängen</translation>
    </message>
    <message>
        <source>Remove the selected row (or the last one)</source>
        <translation>Die gewählte Zeile (oder die letzte) entfernen</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>Eine Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Remove a row</source>
        <translation>Eine Zeile entfernen</translation>
    </message>
    <message>
        <source>Q(t, q, v) besides L</source>
        <translation>Q(t, q, v) neben L</translation>
    </message>
    <message>
        <source>always, e.g. alpha == 0 &amp;&amp; F == 0</source>
        <translation>immer, z. B. alpha == 0 &amp;&amp; F == 0</translation>
    </message>
    <message>
        <source>Where the formulas are this model&apos;s solution: a condition on the parameters (nonzero: holds). Elsewhere, and wherever they start from other initial values than the model&apos;s, the charts leave them out and say why</source>
        <translation>Wo die Formeln die Lösung dieses Modells sind: eine Bedingung an die Parameter (ungleich null: gilt). Anderswo, und wo sie bei anderen Anfangswerten als denen des Modells beginnen, lassen die Diagramme sie weg und sagen, warum</translation>
    </message>
    <message>
        <source>Holds where</source>
        <translation>Gilt, wo</translation>
    </message>
    <message>
        <source>Quantities the motion conserves besides the energy, e.g. the Jacobi integral of a model whose constraint turns at a fixed rate, or an angular momentum: each is recorded (a column of its name), charted as |I - I0| on the energy chart and checked for drift (a warning past 1 % of its size)</source>
        <translation>Größen, die die Bewegung neben der Energie erhält, z. B. das Jacobi-Integral eines Modells, dessen Bindung sich mit fester Rate dreht, oder ein Drehimpuls: jede wird aufgezeichnet (eine Spalte ihres Namens), im Energiediagramm als |I - I0| gezeigt und auf Drift geprüft (eine Warnung ab 1 % ihrer Größe)</translation>
    </message>
    <message>
        <source>Conserved quantities I(t, q, v): name (the recorded column), formula, unit.</source>
        <translation>Erhaltungsgrößen I(t, q, v): Name (die aufgezeichnete Spalte), Formel, Einheit.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>M(row, column)</source>
        <translation>M(Zeile, Spalte)</translation>
    </message>
    <message>
        <source>The given entries of M; clear a formula to remove its entry</source>
        <translation>Die angegebenen Einträge von M; eine geleerte Formel entfernt ihren Eintrag</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>The coordinate of the new entry&apos;s row</source>
        <translation>Die Koordinate der Zeile des neuen Eintrags</translation>
    </message>
    <message>
        <source>The coordinate of the new entry&apos;s column</source>
        <translation>Die Koordinate der Spalte des neuen Eintrags</translation>
    </message>
    <message>
        <source>Add entry</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>Add the entry of M at this row and column (or go to it) and edit its formula</source>
        <translation>Den Eintrag von M in dieser Zeile und Spalte hinzufügen (oder zu ihm gehen) und seine Formel bearbeiten</translation>
    </message>
    <message>
        <source>Entry at</source>
        <translation>Eintrag bei</translation>
    </message>
    <message>
        <source>A model of %1 coordinates: M is listed by the entries given, a missing or blank entry meaning 0. Clear a formula to remove its entry.</source>
        <translation>Ein Modell mit %1 Koordinaten: M wird als Liste der angegebenen Einträge gezeigt; ein fehlender oder leerer Eintrag bedeutet 0. Eine geleerte Formel entfernt ihren Eintrag.</translation>
    </message>
    <message>
        <source>No coordinate is named “%1”</source>
        <translation>Keine Koordinate heißt „%1“</translation>
    </message>
    <message>
        <source>Symmetric</source>
        <translation>Symmetrisch</translation>
    </message>
    <message>
        <source>The lower triangle is filled from the upper one</source>
        <translation>Das untere Dreieck wird aus dem oberen gefüllt</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::ParameterPanel</name>
    <message>
        <source>This model has no parameters.</source>
        <translation>Dieses Modell hat keine Parameter.</translation>
    </message>
    <message>
        <source>Fixed: </source>
        <translation>Fest: </translation>
    </message>
    <message>
        <source>Parameters without a slider range in the model file</source>
        <translation>Parameter ohne Schiebereglerbereich in der Modelldatei</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::PhaseDialog</name>
    <message>
        <source>Phase portrait and formulas</source>
        <translation>Phasenporträt und Formeln</translation>
    </message>
    <message>
        <source>A formula of t, the coordinates, the velocities (x_dot), the parameters and the multipliers (lambda1, ..., mu1, ...); pick a recorded quantity or type</source>
        <translation>Eine Formel in t, den Koordinaten, den Geschwindigkeiten (x_dot), den Parametern und den Multiplikatoren (lambda1, ..., mu1, ...); eine aufgezeichnete Größe wählen oder tippen</translation>
    </message>
    <message>
        <source>Phase portrait</source>
        <translation>Phasenporträt</translation>
    </message>
    <message>
        <source>&amp;Horizontal</source>
        <translation>&amp;Waagerecht</translation>
    </message>
    <message>
        <source>&amp;Vertical</source>
        <translation>&amp;Senkrecht</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportieren...</translation>
    </message>
    <message>
        <source>Save the chart as PNG, SVG or PDF, or its path as CSV</source>
        <translation>Das Diagramm als PNG, SVG oder PDF speichern oder seine Kurve als CSV</translation>
    </message>
    <message>
        <source>Export the phase portrait</source>
        <translation>Das Phasenporträt exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Curves as CSV (*.csv)</source>
        <translation>PNG (*.png);;SVG (*.svg);;PDF (*.pdf);;Kurven als CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Add curve</source>
        <translation>Kurve &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Keep this curve on the chart and type the next one (each kept curve in its colour, computed again for every run)</source>
        <translation>Diese Kurve im Diagramm behalten und die nächste eingeben (jede behaltene Kurve in ihrer Farbe, für jeden Lauf neu berechnet)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Remove the kept curves</source>
        <translation>Die behaltenen Kurven entfernen</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>horizontal</source>
        <translation>waagerecht</translation>
    </message>
    <message>
        <source>vertical</source>
        <translation>senkrecht</translation>
    </message>
    <message>
        <source>Formulas</source>
        <translation>Formeln</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::ResultView</name>
    <message>
        <source>%1 (%2) · steps %3, rejected %4 · %5 %6 · linear solves %7</source>
        <translation>%1 (%2) · Schritte %3, verworfen %4 · %5 %6 · lineare Lösungen %7</translation>
    </message>
    <message>
        <source>f evaluations</source>
        <translation>f-Auswertungen</translation>
    </message>
    <message>
        <source>M/f evaluations</source>
        <translation>M/f-Auswertungen</translation>
    </message>
    <message>
        <source> · showing %1 of %2 points (thinned to fit in memory, extremes kept)</source>
        <translation> · %1 von %2 Punkten gezeigt (ausgedünnt für den Speicher, Extreme behalten)</translation>
    </message>
    <message>
        <source> · 1 warning (see above)</source>
        <translation> · 1 Warnung (siehe oben)</translation>
    </message>
    <message>
        <source> · %1 warnings (see above)</source>
        <translation> · %1 Warnungen (siehe oben)</translation>
    </message>
    <message>
        <source> · factorizations %1 · CPU %2 s</source>
        <translation> · Faktorisierungen %1 · CPU %2 s</translation>
    </message>
    <message>
        <source> · max error %1 (closed form)</source>
        <translation> · max. Fehler %1 (geschlossene Form)</translation>
    </message>
    <message>
        <source> · CPU %1 s · max |g| %2 · max |Gv| %3</source>
        <translation> · CPU %1 s · max |g| %2 · max |Gv| %3</translation>
    </message>
    <message>
        <source> · energy drift %1 (relative to |E0|)</source>
        <translation> · Energiedrift %1 (relativ zu |E0|)</translation>
    </message>
    <message>
        <source> · energy drift %1%2 (absolute)</source>
        <translation> · Energiedrift %1%2 (absolut)</translation>
    </message>
    <message>
        <source> · energy not conserved</source>
        <translation> · Energie nicht erhalten</translation>
    </message>
    <message>
        <source> · max error q %1</source>
        <translation> · max. Fehler q %1</translation>
    </message>
    <message>
        <source>, v %1</source>
        <translation>, v %1</translation>
    </message>
    <message>
        <source>, λ %1</source>
        <translation>, λ %1</translation>
    </message>
    <message>
        <source>%1: the first %2 of %3</source>
        <translation>%1: die ersten %2 von %3</translation>
    </message>
    <message>
        <source> · %1 drift %2 (of its size)</source>
        <translation> · %1 Drift %2 (ihrer Größe)</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::View3D</name>
    <message>
        <source>this display offers no OpenGL</source>
        <translation>diese Anzeige bietet kein OpenGL</translation>
    </message>
    <message>
        <source>no OpenGL context could be made current on this display</source>
        <translation>auf dieser Anzeige ließ sich kein OpenGL-Kontext aktivieren</translation>
    </message>
    <message>
        <source>The mechanism in 3D: drag to turn, right-drag to move, wheel to zoom, double-click to frame it again</source>
        <translation>Der Mechanismus in 3D: ziehen zum Drehen, mit rechter Taste ziehen zum Verschieben, Mausrad zum Zoomen, Doppelklick zum Neuausrichten</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>Frame the mechanism again (Home, or double-click the view)</source>
        <translation>Den Mechanismus wieder einpassen (Pos1 oder Doppelklick in die Ansicht)</translation>
    </message>
    <message>
        <source>drag: turn · right-drag: move · wheel: zoom · double-click: reset</source>
        <translation>ziehen: drehen · rechts ziehen: verschieben · Rad: zoomen · Doppelklick: zurücksetzen</translation>
    </message>
    <message>
        <source>the 3D scene could not be loaded: %1</source>
        <translation>die 3D-Szene konnte nicht geladen werden: %1</translation>
    </message>
</context>
<context>
    <name>mechlab::ui::WorkPrecisionDialog</name>
    <message>
        <source>Work-precision study: %1</source>
        <translation>Aufwand-Genauigkeit-Studie: %1</translation>
    </message>
    <message>
        <source>The methods to compare (each runs once per tolerance or step)</source>
        <translation>Die zu vergleichenden Verfahren (jedes rechnet einmal je Toleranz oder Schritt)</translation>
    </message>
    <message>
        <source>Tolerances (adaptive steps)</source>
        <translation>Toleranzen (adaptive Schritte)</translation>
    </message>
    <message>
        <source>Fixed steps (convergence orders)</source>
        <translation>Feste Schritte (Konvergenzordnungen)</translation>
    </message>
    <message>
        <source>Adaptive runs over a range of tolerances, or fixed-step runs over halved steps (their observed orders are listed)</source>
        <translation>Adaptive Läufe über einen Toleranzbereich oder Läufe mit festen, halbierten Schritten (ihre beobachteten Ordnungen werden aufgeführt)</translation>
    </message>
    <message>
        <source>Tolerances A:B or A:B:K (K per decade), e.g. 1e-4:1e-10; fixed steps H1:H2, halved from H1 down to H2, e.g. 0.08:0.01</source>
        <translation>Toleranzen A:B oder A:B:K (K je Dekade), z. B. 1e-4:1e-10; feste Schritte H1:H2, von H1 bis H2 halbiert, z. B. 0.08:0.01</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (Vorgabe)</translation>
    </message>
    <message>
        <source>End time of every run; by default the model&apos;s end time</source>
        <translation>Endzeit jedes Laufs; standardmäßig die Endzeit des Modells</translation>
    </message>
    <message>
        <source>End time of every run; by default the last time with reference values, where the error is measured</source>
        <translation>Endzeit jedes Laufs; standardmäßig die letzte Zeit mit Referenzwerten, an der der Fehler gemessen wird</translation>
    </message>
    <message>
        <source>Runs computed at the same time (CPU times are per run; with fewer threads they are less disturbed by each other)</source>
        <translation>Gleichzeitig gerechnete Läufe (CPU-Zeiten gelten je Lauf; mit weniger Threads stören sie sich weniger)</translation>
    </message>
    <message>
        <source>&amp;Run sweep</source>
        <translation>Reihe &amp;starten</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>Run every chosen method over the range (Ctrl+Return)</source>
        <translation>Jedes gewählte Verfahren über den Bereich rechnen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Cancel sweep</source>
        <translation>Reihe &amp;abbrechen</translation>
    </message>
    <message>
        <source>Stop after the runs in progress</source>
        <translation>Nach den laufenden Rechnungen anhalten</translation>
    </message>
    <message>
        <source>%v / %m runs</source>
        <translation>%v / %m Läufe</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>End time [s]</source>
        <translation>Endzeit [s]</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>%1: error against the reference values</source>
        <translation>%1: Fehler gegenüber den Referenzwerten</translation>
    </message>
    <message>
        <source>%1: error against the exact solution</source>
        <translation>%1: Fehler gegenüber der exakten Lösung</translation>
    </message>
    <message>
        <source>max rel. error of q</source>
        <translation>max. rel. Fehler von q</translation>
    </message>
    <message>
        <source>max error of q over the run</source>
        <translation>max. Fehler von q über den Lauf</translation>
    </message>
    <message>
        <source>error of q</source>
        <translation>Fehler von q</translation>
    </message>
    <message>
        <source>CPU time per run [s]</source>
        <translation>CPU-Zeit je Lauf [s]</translation>
    </message>
    <message>
        <source>method</source>
        <translation>Verfahren</translation>
    </message>
    <message>
        <source>tol / h</source>
        <translation>tol / h</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>M/f evals</source>
        <translation>M/f-Auswertungen</translation>
    </message>
    <message>
        <source>CPU [s]</source>
        <translation>CPU [s]</translation>
    </message>
    <message>
        <source>error q</source>
        <translation>Fehler q</translation>
    </message>
    <message>
        <source>scd q</source>
        <translation>korr. Stellen q</translation>
    </message>
    <message>
        <source>error v</source>
        <translation>Fehler v</translation>
    </message>
    <message>
        <source>error λ</source>
        <translation>Fehler λ</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>observed order (q)</source>
        <translation>beobachtete Ordnung (q)</translation>
    </message>
    <message>
        <source>log(e1/e2) / log(h1/h2) between consecutive fixed steps</source>
        <translation>log(e1/e2) / log(h1/h2) zwischen aufeinanderfolgenden festen Schritten</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Observed orders</source>
        <translation>Beobachtete Ordnungen</translation>
    </message>
    <message>
        <source>Export &amp;diagram...</source>
        <translation>&amp;Diagramm exportieren...</translation>
    </message>
    <message>
        <source>Save the diagram as PNG, SVG or PDF</source>
        <translation>Das Diagramm als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>Export C&amp;SV...</source>
        <translation>C&amp;SV exportieren...</translation>
    </message>
    <message>
        <source>Save the table of runs as CSV</source>
        <translation>Die Tabelle der Läufe als CSV speichern</translation>
    </message>
    <message>
        <source>This model has neither reference values nor an exact solution: the runs are timed, but there is no error to draw.</source>
        <translation>Dieses Modell hat weder Referenzwerte noch eine exakte Lösung: die Läufe werden gemessen, aber es gibt keinen Fehler zu zeichnen.</translation>
    </message>
    <message>
        <source>Choose at least one method.</source>
        <translation>Mindestens ein Verfahren wählen.</translation>
    </message>
    <message>
        <source>Steps: write H1:H2 with positive numbers, e.g. 0.08:0.01 (halved from H1 down to H2).</source>
        <translation>Schritte: H1:H2 mit positiven Zahlen schreiben, z. B. 0.08:0.01 (von H1 bis H2 halbiert).</translation>
    </message>
    <message>
        <source>Tolerances: write A:B or A:B:K with positive numbers, e.g. 1e-4:1e-10 (K points per decade, at most 10).</source>
        <translation>Toleranzen: A:B oder A:B:K mit positiven Zahlen schreiben, z. B. 1e-4:1e-10 (K Punkte je Dekade, höchstens 10).</translation>
    </message>
    <message>
        <source>End time: a number after the start time %1 s.</source>
        <translation>Endzeit: eine Zahl nach der Startzeit %1 s.</translation>
    </message>
    <message>
        <source>Running %1 runs...</source>
        <translation>%1 Läufe werden gerechnet...</translation>
    </message>
    <message>
        <source>%1 runs in %2 s (wall clock).</source>
        <translation>%1 Läufe in %2 s (Uhrzeit).</translation>
    </message>
    <message>
        <source>Run %1 of %2 done: %3 %4 = %5</source>
        <translation>Lauf %1 von %2 fertig: %3 %4 = %5</translation>
    </message>
    <message>
        <source>Cancelled after %1 runs.</source>
        <translation>Nach %1 Läufen abgebrochen.</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Export diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</source>
        <translation>PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Läufe exportieren</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>The error is at the reference values&apos; own accuracy: more digits cannot be measured against them</source>
        <translation>Der Fehler liegt bei der Genauigkeit der Referenzwerte selbst: weitere Stellen lassen sich an ihnen nicht messen</translation>
    </message>
    <message>
        <source>accuracy of the reference values</source>
        <translation>Genauigkeit der Referenzwerte</translation>
    </message>
    <message>
        <source>Compute each run this many times and keep its least CPU time (the first run of a method also loads its code); the results are the first run&apos;s</source>
        <translation>Jeden Lauf so oft rechnen und seine kleinste CPU-Zeit behalten (der erste Lauf eines Verfahrens lädt auch seinen Code); die Ergebnisse sind die des ersten Laufs</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>CPU times: the least of %1 repetitions of each run.</source>
        <translation>CPU-Zeiten: die kleinste von %1 Wiederholungen jedes Laufs.</translation>
    </message>
    <message>
        <source>Formula programs: machine code.</source>
        <translation>Formelprogramme: Maschinencode.</translation>
    </message>
    <message>
        <source>Formula programs: interpreted.</source>
        <translation>Formelprogramme: interpretiert.</translation>
    </message>
</context>
<context>
    <name>preset</name>
    <message>
        <source>Andrews&apos; squeezing mechanism</source>
        <translation>Andrews-Quetschmechanismus</translation>
    </message>
    <message>
        <source>Seven bodies, six holonomic constraints (three closed loops meeting at joint E), driven by a constant torque on the crank and loaded by a stiff spring: the standard index-3 benchmark of the Test Set for IVP Solvers. The crank turns about 2.5 times in 0.03 s. Parameters without a slider range are fixed geometry. Reference at t = 0.03: positions and velocities from the Test Set (PSIDE at 1e-14), multipliers recomputed (the Test Set&apos;s are accurate to about 1e-6).</source>
        <translation>Sieben Körper, sechs holonome Bindungen (drei geschlossene Schleifen, die sich im Gelenk E treffen), angetrieben durch ein konstantes Moment an der Kurbel und belastet durch eine steife Feder: der Standard-Testfall mit Index 3 aus dem Test Set for IVP Solvers. Die Kurbel dreht sich in 0.03 s etwa zweieinhalbmal. Parameter ohne Schiebereglerbereich sind feste Geometrie. Referenz bei t = 0.03: Lagen und Geschwindigkeiten aus dem Test Set (PSIDE mit 1e-14), Multiplikatoren neu berechnet (die des Test Set sind nur auf etwa 1e-6 genau).</translation>
    </message>
    <message>
        <source>Damped oscillator</source>
        <translation>Gedämpfter Oszillator</translation>
    </message>
    <message>
        <source>A mass on a linear spring with Rayleigh damping, given by its Lagrangian L = m q_dot^2/2 - k q^2/2 and the dissipation rate alpha (the Herglotz term -alpha z of Maciel&apos;s thesis). The unit test of the variational integrators: exact solution, energy decaying like dE/dt = -alpha m q_dot^2. Maciel compares contact1 with lda1 at h = 0.1 for alpha = 0.01 and 0.1.</source>
        <translation>Eine Masse an einer linearen Feder mit Rayleigh-Dämpfung, gegeben durch ihre Lagrange-Funktion L = m q_dot^2/2 - k q^2/2 und die Dissipationsrate alpha (der Herglotz-Term -alpha z aus Maciels Dissertation). Der Grundtest der variationellen Integratoren: exakte Lösung, die Energie fällt wie dE/dt = -alpha m q_dot^2. Maciel vergleicht contact1 mit lda1 bei h = 0.1 für alpha = 0.01 und 0.1.</translation>
    </message>
    <message>
        <source>mass</source>
        <translation>Masse</translation>
    </message>
    <message>
        <source>spring stiffness (source: k = m, natural frequency 1 rad/s)</source>
        <translation>Federsteifigkeit (Quelle: k = m, Eigenfrequenz 1 rad/s)</translation>
    </message>
    <message>
        <source>damping rate (source values 0.01 and 0.1)</source>
        <translation>Dämpfungsrate (Werte der Quelle: 0.01 und 0.1)</translation>
    </message>
    <message>
        <source>initial displacement</source>
        <translation>Anfangsauslenkung</translation>
    </message>
    <message>
        <source>initial velocity (the source&apos;s initial momentum with m = 1)</source>
        <translation>Anfangsgeschwindigkeit (der Anfangsimpuls der Quelle mit m = 1)</translation>
    </message>
    <message>
        <source>Foucault pendulum (small oscillations)</source>
        <translation>Foucault-Pendel (kleine Schwingungen)</translation>
    </message>
    <message>
        <source>The Foucault pendulum linearized for small amplitude: a planar oscillator in the rotating Earth frame with the horizontal Coriolis force only (x south, y east; no constraint). Exact solution: an ellipse whose major axis turns at exactly -Omega sin(latitude).</source>
        <translation>Das Foucault-Pendel, linearisiert für kleine Amplituden: ein ebener Oszillator im rotierenden Erdsystem, nur mit der waagrechten Coriolis-Kraft (x Süden, y Osten; keine Bindung). Exakte Lösung: eine Ellipse, deren Hauptachse sich mit genau -Omega sin(Breite) dreht.</translation>
    </message>
    <message>
        <source>bob mass</source>
        <translation>Masse des Pendelkörpers</translation>
    </message>
    <message>
        <source>rod length</source>
        <translation>Stablänge</translation>
    </message>
    <message>
        <source>apparent gravity at the site</source>
        <translation>scheinbare Schwerebeschleunigung am Ort</translation>
    </message>
    <message>
        <source>latitude (positive north)</source>
        <translation>geographische Breite (nördlich positiv)</translation>
    </message>
    <message>
        <source>rotation rate of the frame (the Earth: one turn per sidereal day)</source>
        <translation>Drehrate des Bezugssystems (die Erde: eine Umdrehung je Sterntag)</translation>
    </message>
    <message>
        <source>initial displacement towards the east</source>
        <translation>Anfangsauslenkung nach Osten</translation>
    </message>
    <message>
        <source>Foucault pendulum (Maciel&apos;s nonholonomic model)</source>
        <translation>Foucault-Pendel (Maciels nichtholonomes Modell)</translation>
    </message>
    <message>
        <source>Maciel&apos;s model: planar small oscillations (x south, y east) with Rayleigh damping, the precession imposed by the affine velocity constraint -y x_dot + x y_dot + Omega sin(latitude) (x^2 + y^2) = 0. Given by its Lagrangian and alpha (the Herglotz term). The constraint degenerates at the centre, which every swing passes: the multiplier is unbounded there and a step landing near the origin can make the swing plane jump. Exact solution; the source ran 3600 s at h = 0.1 with contact1 against lda1.</source>
        <translation>Maciels Modell: ebene kleine Schwingungen (x Süden, y Osten) mit Rayleigh-Dämpfung, die Präzession erzwungen durch die affine Geschwindigkeitsbindung -y x_dot + x y_dot + Omega sin(Breite) (x^2 + y^2) = 0. Gegeben durch seine Lagrange-Funktion und alpha (den Herglotz-Term). Die Bindung entartet im Mittelpunkt, den jede Schwingung durchläuft: der Multiplikator ist dort unbeschränkt, und ein Schritt, der nahe dem Ursprung landet, kann die Schwingungsebene springen lassen. Exakte Lösung; die Quelle rechnete 3600 s mit h = 0.1, contact1 gegen lda1.</translation>
    </message>
    <message>
        <source>pendulum length</source>
        <translation>Pendellänge</translation>
    </message>
    <message>
        <source>Rayleigh damping (source: 1e-3 in its first experiment, 1e-4 in the second)</source>
        <translation>Rayleigh-Dämpfung (Quelle: 1e-3 im ersten Experiment, 1e-4 im zweiten)</translation>
    </message>
    <message>
        <source>Foucault pendulum</source>
        <translation>Foucault-Pendel</translation>
    </message>
    <message>
        <source>A long spherical pendulum (the 1851 Paris experiment: 28 kg, 67 m, latitude 49 deg) in the rotating Earth frame, given by its Lagrangian with the Coriolis term m v.(Omega x r) and the centrifugal term; x south, y east, z up, origin at the bob&apos;s rest position, rod as a holonomic constraint. Nothing is imposed: the swing plane turns by itself at -Omega sin(latitude) (clockwise seen from above in the north). The energy (Jacobi integral) is conserved for alpha = 0. Raise Omega to about 0.01 rad/s to watch a full turn in minutes.</source>
        <translation>Ein langes sphärisches Pendel (der Pariser Versuch von 1851: 28 kg, 67 m, Breite 49 Grad) im rotierenden Erdsystem, gegeben durch seine Lagrange-Funktion mit dem Coriolis-Term m v.(Omega x r) und dem Zentrifugalterm; x Süden, y Osten, z oben, Ursprung in der Ruhelage des Pendelkörpers, der Stab als holonome Bindung. Nichts wird erzwungen: die Schwingungsebene dreht sich von selbst mit -Omega sin(Breite) (im Norden von oben gesehen im Uhrzeigersinn). Die Energie (Jacobi-Integral) bleibt für alpha = 0 erhalten. Omega auf etwa 0.01 rad/s erhöhen, um eine ganze Drehung in Minuten zu sehen.</translation>
    </message>
    <message>
        <source>initial displacement towards the east (released from rest relative to the Earth)</source>
        <translation>Anfangsauslenkung nach Osten (relativ zur Erde aus der Ruhe losgelassen)</translation>
    </message>
    <message>
        <source>air drag -alpha m v (0 keeps the energy conserved)</source>
        <translation>Luftwiderstand -alpha m v (0 erhält die Energie)</translation>
    </message>
    <message>
        <source>Linear DAE 5x5 (Sánchez Rivera (2021), Ex. 14-15)</source>
        <translation>Lineares DAE 5x5 (Sánchez Rivera (2021), Bsp. 14-15)</translation>
    </message>
    <message>
        <source>The regular 5x5 pencil of Sánchez Rivera&apos;s quasi-Weierstrass example: det(sE - A) = 2 - s^2 (finite eigenvalues +-sqrt(2)), index 1, V* of dimension 2, W* of dimension 3, forcing f = (0, 0, 0, t, t^2) from x(0) = 0. The exact solution is the corrected one: the source&apos;s final formula omits Pi_diff in the convolution and drops -Pi_imp f(t).</source>
        <translation>Das reguläre 5x5-Büschel aus Sánchez Riveras Quasi-Weierstraß-Beispiel: det(sE - A) = 2 - s^2 (endliche Eigenwerte +-sqrt(2)), Index 1, V* der Dimension 2, W* der Dimension 3, Anregung f = (0, 0, 0, t, t^2) ab x(0) = 0. Die exakte Lösung ist die korrigierte: die Schlussformel der Quelle lässt Pi_diff in der Faltung weg und verliert -Pi_imp f(t).</translation>
    </message>
    <message>
        <source>Pendulum</source>
        <translation>Pendel</translation>
    </message>
    <message>
        <source>A point mass on a massless rigid rod in Cartesian coordinates (index 3), released from rest at theta0 from the downward vertical; y points up. Exact solution through Jacobi elliptic functions.</source>
        <translation>Ein Massenpunkt an einem masselosen starren Stab in kartesischen Koordinaten (Index 3), aus der Ruhe bei theta0 gegen die Senkrechte nach unten losgelassen; y zeigt nach oben. Exakte Lösung über Jacobische elliptische Funktionen.</translation>
    </message>
    <message>
        <source>mass of the bob</source>
        <translation>Masse des Pendelkörpers</translation>
    </message>
    <message>
        <source>gravitational acceleration</source>
        <translation>Schwerebeschleunigung</translation>
    </message>
    <message>
        <source>release angle from the downward vertical (counterclockwise positive)</source>
        <translation>Auslenkwinkel gegen die Senkrechte nach unten (gegen den Uhrzeigersinn positiv)</translation>
    </message>
    <message>
        <source>RC circuit with a square-wave source</source>
        <translation>RC-Schaltung mit Rechteckquelle</translation>
    </message>
    <message>
        <source>The RC circuit with G = C = 1 driven by the 99-term Fourier sum of the square wave (pi/4) sign(sin t), frequencies up to 197: Sánchez Rivera&apos;s Ex. 20 (Radau IIA-3, h = 0.04) and Ex. 25 (RK4 on the index-1 form, h = 0.02). A stiffness and robustness demonstration: a step of 0.04 cannot resolve the highest harmonics. The source starts from (-1, 0, -1), which is inconsistent for this source (v(0) = 0); the consistent start is 0.</source>
        <translation>Die RC-Schaltung mit G = C = 1, angeregt durch die Fourier-Summe aus 99 Gliedern der Rechteckschwingung (pi/4) sign(sin t), Frequenzen bis 197: Sánchez Riveras Bsp. 20 (Radau IIA-3, h = 0.04) und Bsp. 25 (RK4 auf der Index-1-Form, h = 0.02). Eine Vorführung zu Steifheit und Robustheit: ein Schritt von 0.04 kann die höchsten Oberschwingungen nicht auflösen. Die Quelle beginnt bei (-1, 0, -1), was für diese Quelle inkonsistent ist (v(0) = 0); der konsistente Anfang ist 0.</translation>
    </message>
    <message>
        <source>RC circuit</source>
        <translation>RC-Schaltung</translation>
    </message>
    <message>
        <source>A voltage source v(t) = V0 cos(omega t) drives node 1; the conductance G joins nodes 1 and 2, the capacitor C joins node 2 to ground. Unknowns: the node potentials e1, e2 and the source current iV. Row 1: current balance at node 1, row 2: C e2&apos; = G (e1 - e2), row 3: the source fixes e1 = -v. Index 1: e1 and iV are algebraic, e2(0) is the only free initial value. Sánchez Rivera (2021), Ex. 2 and 26.</source>
        <translation>Eine Spannungsquelle v(t) = V0 cos(omega t) speist Knoten 1; der Leitwert G verbindet die Knoten 1 und 2, der Kondensator C verbindet Knoten 2 mit Masse. Unbekannte: die Knotenpotentiale e1, e2 und der Quellenstrom iV. Zeile 1: Strombilanz an Knoten 1, Zeile 2: C e2&apos; = G (e1 - e2), Zeile 3: die Quelle legt e1 = -v fest. Index 1: e1 und iV sind algebraisch, e2(0) ist der einzige freie Anfangswert. Sánchez Rivera (2021), Bsp. 2 und 26.</translation>
    </message>
    <message>
        <source>conductance</source>
        <translation>Leitwert</translation>
    </message>
    <message>
        <source>capacitance</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>source amplitude</source>
        <translation>Amplitude der Quelle</translation>
    </message>
    <message>
        <source>source frequency</source>
        <translation>Frequenz der Quelle</translation>
    </message>
    <message>
        <source>initial capacitor voltage (the only free initial value)</source>
        <translation>Anfangsspannung des Kondensators (der einzige freie Anfangswert)</translation>
    </message>
    <message>
        <source>RL circuit</source>
        <translation>RL-Schaltung</translation>
    </message>
    <message>
        <source>A current source i(t) = I0 sin(omega t) feeds node 1; the conductance G joins nodes 1 and 2, the inductor L joins node 2 to ground. Unknowns: e1, e2 and the inductor current iL. Row 1: 0 = G (e1 - e2) - iL, row 2: L iL&apos; = e2, row 3: 0 = -iL + i(t). Index 2: no free initial value (iL = i, e2 = L i&apos;, e1 = L i&apos; + i/G), and an inconsistent iL(0-) produces the inductor&apos;s voltage spike L (i(0+) - iL(0-)) delta. Sánchez Rivera (2021), Ex. 3.</source>
        <translation>Eine Stromquelle i(t) = I0 sin(omega t) speist Knoten 1; der Leitwert G verbindet die Knoten 1 und 2, die Spule L verbindet Knoten 2 mit Masse. Unbekannte: e1, e2 und der Spulenstrom iL. Zeile 1: 0 = G (e1 - e2) - iL, Zeile 2: L iL&apos; = e2, Zeile 3: 0 = -iL + i(t). Index 2: kein freier Anfangswert (iL = i, e2 = L i&apos;, e1 = L i&apos; + i/G), und ein inkonsistentes iL(0-) erzeugt die Spannungsspitze der Spule L (i(0+) - iL(0-)) delta. Sánchez Rivera (2021), Bsp. 3.</translation>
    </message>
    <message>
        <source>inductance</source>
        <translation>Induktivität</translation>
    </message>
    <message>
        <source>Rolling disc, experiment 1 (spun up upright)</source>
        <translation>Rollende Scheibe, Experiment 1 (aufrecht angedreht)</translation>
    </message>
    <message>
        <source>A thin uniform disc rolling without slipping on a horizontal plane, free to lean and fall (Maciel&apos;s second example, after Paris and Zhang). Coordinates: X, Y the contact-point projection of the centre, theta the tilt from the vertical, phi the heading, psi the spin. Given by its Lagrangian (I_A = m R^2/2, I_T = m R^2/4 [corrected reading of the source]), the dissipation alpha acting on the full generalized momentum, and the torques F(t); the no-slip condition is two velocity constraints (nonholonomic, index 2). The mass matrix is singular when the disc lies flat (theta = +-90 deg). Experiment 1: the upright disc at rest is spun up by a constant torque F_psi = 1/2 and stays upright (an unstable but exactly symmetric motion); exact solution psi = t^2/7.5 for alpha = 0, psi = F/(J alpha) (t - (1 - exp(-alpha t))/alpha) otherwise (J = 3/2 m R^2).</source>
        <translation>Eine dünne homogene Scheibe, die ohne Schlupf auf einer waagrechten Ebene rollt und sich neigen und umfallen kann (Maciels zweites Beispiel, nach Paris und Zhang). Koordinaten: X, Y die Projektion des Mittelpunkts auf den Berührpunkt, theta die Neigung gegen die Senkrechte, phi die Fahrtrichtung, psi der Drehwinkel. Gegeben durch ihre Lagrange-Funktion (I_A = m R^2/2, I_T = m R^2/4 [korrigierte Lesart der Quelle]), die Dissipation alpha auf dem ganzen verallgemeinerten Impuls und die Momente F(t); die Rollbedingung sind zwei Geschwindigkeitsbindungen (nichtholonom, Index 2). Die Massenmatrix ist singulär, wenn die Scheibe flach liegt (theta = +-90 Grad). Experiment 1: die aufrechte, ruhende Scheibe wird durch ein konstantes Moment F_psi = 1/2 angedreht und bleibt aufrecht (eine instabile, aber exakt symmetrische Bewegung); exakte Lösung psi = t^2/7.5 für alpha = 0, sonst psi = F/(J alpha) (t - (1 - exp(-alpha t))/alpha) (J = 3/2 m R^2).</translation>
    </message>
    <message>
        <source>radius</source>
        <translation>Radius</translation>
    </message>
    <message>
        <source>gravity</source>
        <translation>Schwerebeschleunigung</translation>
    </message>
    <message>
        <source>Rayleigh (Herglotz) damping on the full generalized momentum (source values 0, 0.005, 0.1)</source>
        <translation>Rayleigh-(Herglotz-)Dämpfung auf dem ganzen verallgemeinerten Impuls (Werte der Quelle: 0, 0.005, 0.1)</translation>
    </message>
    <message>
        <source>heading torque F_phi = Fphi1*t</source>
        <translation>Lenkmoment F_phi = Fphi1*t</translation>
    </message>
    <message>
        <source>constant spin torque</source>
        <translation>konstantes Drehmoment um die Achse</translation>
    </message>
    <message>
        <source>growing spin torque: F_psi = Fpsi0 + Fpsi1*t</source>
        <translation>wachsendes Drehmoment um die Achse: F_psi = Fpsi0 + Fpsi1*t</translation>
    </message>
    <message>
        <source>initial tilt from the vertical</source>
        <translation>Anfangsneigung gegen die Senkrechte</translation>
    </message>
    <message>
        <source>initial heading rate (-3 pi/10)</source>
        <translation>anfängliche Drehrate der Fahrtrichtung (-3 pi/10)</translation>
    </message>
    <message>
        <source>initial spin rate</source>
        <translation>anfängliche Drehrate um die Achse</translation>
    </message>
    <message>
        <source>Rolling disc, experiment 2 (leaning, damped)</source>
        <translation>Rollende Scheibe, Experiment 2 (geneigt, gedämpft)</translation>
    </message>
    <message>
        <source>A thin uniform disc rolling without slipping on a horizontal plane, free to lean and fall (Maciel&apos;s second example, after Paris and Zhang). Coordinates: X, Y the contact-point projection of the centre, theta the tilt from the vertical, phi the heading, psi the spin. Given by its Lagrangian (I_A = m R^2/2, I_T = m R^2/4 [corrected reading of the source]), the dissipation alpha acting on the full generalized momentum, and the torques F(t); the no-slip condition is two velocity constraints (nonholonomic, index 2). The mass matrix is singular when the disc lies flat (theta = +-90 deg). Experiment 2.3: started at 5 deg tilt rolling straight ahead (psi_dot = 2 pi) with alpha = 0.1; like Euler&apos;s disk the energy decays while the disc leans further and turns faster. The source reports that MATLAB&apos;s ode15i fails at t = 10.9 s here while the contact integrator continues. alpha = 0 and 0.005 are the source&apos;s Experiments 2.1 and 2.2. Reference values at t = 10 and 25 s (alpha = 0.1).</source>
        <translation>Eine dünne homogene Scheibe, die ohne Schlupf auf einer waagrechten Ebene rollt und sich neigen und umfallen kann (Maciels zweites Beispiel, nach Paris und Zhang). Koordinaten: X, Y die Projektion des Mittelpunkts auf den Berührpunkt, theta die Neigung gegen die Senkrechte, phi die Fahrtrichtung, psi der Drehwinkel. Gegeben durch ihre Lagrange-Funktion (I_A = m R^2/2, I_T = m R^2/4 [korrigierte Lesart der Quelle]), die Dissipation alpha auf dem ganzen verallgemeinerten Impuls und die Momente F(t); die Rollbedingung sind zwei Geschwindigkeitsbindungen (nichtholonom, Index 2). Die Massenmatrix ist singulär, wenn die Scheibe flach liegt (theta = +-90 Grad). Experiment 2.3: gestartet mit 5 Grad Neigung, geradeaus rollend (psi_dot = 2 pi), mit alpha = 0.1; wie bei Eulers Scheibe nimmt die Energie ab, während sich die Scheibe weiter neigt und schneller dreht. Die Quelle berichtet, dass MATLABs ode15i hier bei t = 10.9 s versagt, während der Kontaktintegrator weiterrechnet. alpha = 0 und 0.005 sind die Experimente 2.1 und 2.2 der Quelle. Referenzwerte bei t = 10 und 25 s (alpha = 0.1).</translation>
    </message>
    <message>
        <source>Rolling disc, experiment 3 (driven)</source>
        <translation>Rollende Scheibe, Experiment 3 (angetrieben)</translation>
    </message>
    <message>
        <source>A thin uniform disc rolling without slipping on a horizontal plane, free to lean and fall (Maciel&apos;s second example, after Paris and Zhang). Coordinates: X, Y the contact-point projection of the centre, theta the tilt from the vertical, phi the heading, psi the spin. Given by its Lagrangian (I_A = m R^2/2, I_T = m R^2/4 [corrected reading of the source]), the dissipation alpha acting on the full generalized momentum, and the torques F(t); the no-slip condition is two velocity constraints (nonholonomic, index 2). The mass matrix is singular when the disc lies flat (theta = +-90 deg). Experiment 3.1: upright, rolling at psi_dot = pi, driven by the torques F_phi = F_psi = t/16 (alpha = 0): it leans ever further while the torques feed energy in. Reference values at t = 10 and 25 s.</source>
        <translation>Eine dünne homogene Scheibe, die ohne Schlupf auf einer waagrechten Ebene rollt und sich neigen und umfallen kann (Maciels zweites Beispiel, nach Paris und Zhang). Koordinaten: X, Y die Projektion des Mittelpunkts auf den Berührpunkt, theta die Neigung gegen die Senkrechte, phi die Fahrtrichtung, psi der Drehwinkel. Gegeben durch ihre Lagrange-Funktion (I_A = m R^2/2, I_T = m R^2/4 [korrigierte Lesart der Quelle]), die Dissipation alpha auf dem ganzen verallgemeinerten Impuls und die Momente F(t); die Rollbedingung sind zwei Geschwindigkeitsbindungen (nichtholonom, Index 2). Die Massenmatrix ist singulär, wenn die Scheibe flach liegt (theta = +-90 Grad). Experiment 3.1: aufrecht, rollend mit psi_dot = pi, angetrieben durch die Momente F_phi = F_psi = t/16 (alpha = 0): sie neigt sich immer weiter, während die Momente Energie zuführen. Referenzwerte bei t = 10 und 25 s.</translation>
    </message>
    <message>
        <source>Rolling disc, experiment 4 as printed</source>
        <translation>Rollende Scheibe, Experiment 4 wie gedruckt</translation>
    </message>
    <message>
        <source>A thin uniform disc rolling without slipping on a horizontal plane, free to lean and fall (Maciel&apos;s second example, after Paris and Zhang). Coordinates: X, Y the contact-point projection of the centre, theta the tilt from the vertical, phi the heading, psi the spin. Given by its Lagrangian (I_A = m R^2/2, I_T = m R^2/4 [corrected reading of the source]), the dissipation alpha acting on the full generalized momentum, and the torques F(t); the no-slip condition is two velocity constraints (nonholonomic, index 2). The mass matrix is singular when the disc lies flat (theta = +-90 deg). Experiment 4 with the source&apos;s printed steady-circle spin rate (38.868 rad/s, X_dot adjusted to 19.595 m/s for consistency, as the source&apos;s energy level of 1463 J shows): not a steady motion in this model; the disc nutates and wanders. A test of energy conservation (E = 1463.0869 J). Reference values at t = 10 and 25 s.</source>
        <translation>Eine dünne homogene Scheibe, die ohne Schlupf auf einer waagrechten Ebene rollt und sich neigen und umfallen kann (Maciels zweites Beispiel, nach Paris und Zhang). Koordinaten: X, Y die Projektion des Mittelpunkts auf den Berührpunkt, theta die Neigung gegen die Senkrechte, phi die Fahrtrichtung, psi der Drehwinkel. Gegeben durch ihre Lagrange-Funktion (I_A = m R^2/2, I_T = m R^2/4 [korrigierte Lesart der Quelle]), die Dissipation alpha auf dem ganzen verallgemeinerten Impuls und die Momente F(t); die Rollbedingung sind zwei Geschwindigkeitsbindungen (nichtholonom, Index 2). Die Massenmatrix ist singulär, wenn die Scheibe flach liegt (theta = +-90 Grad). Experiment 4 mit der gedruckten Drehrate der Quelle für den stationären Kreis (38.868 rad/s, X_dot der Konsistenz halber auf 19.595 m/s angepasst, wie das Energieniveau der Quelle von 1463 J zeigt): in diesem Modell keine stationäre Bewegung; die Scheibe nutiert und wandert. Ein Test der Energieerhaltung (E = 1463.0869 J). Referenzwerte bei t = 10 und 25 s.</translation>
    </message>
    <message>
        <source>Rolling disc (steady circle)</source>
        <translation>Rollende Scheibe (stationärer Kreis)</translation>
    </message>
    <message>
        <source>A thin uniform disc rolling without slipping on a horizontal plane, free to lean and fall (Maciel&apos;s second example, after Paris and Zhang). Coordinates: X, Y the contact-point projection of the centre, theta the tilt from the vertical, phi the heading, psi the spin. Given by its Lagrangian (I_A = m R^2/2, I_T = m R^2/4 [corrected reading of the source]), the dissipation alpha acting on the full generalized momentum, and the torques F(t); the no-slip condition is two velocity constraints (nonholonomic, index 2). The mass matrix is singular when the disc lies flat (theta = +-90 deg). Default: Maciel&apos;s Experiment 4 with the corrected steady-circle condition (the printed one belongs to another convention): the disc leans by theta0 towards the centre and rolls on a circle at constant heading and spin rates; exact solution (alpha = 0, no torques). The trace is the path of the contact point.</source>
        <translation>Eine dünne homogene Scheibe, die ohne Schlupf auf einer waagrechten Ebene rollt und sich neigen und umfallen kann (Maciels zweites Beispiel, nach Paris und Zhang). Koordinaten: X, Y die Projektion des Mittelpunkts auf den Berührpunkt, theta die Neigung gegen die Senkrechte, phi die Fahrtrichtung, psi der Drehwinkel. Gegeben durch ihre Lagrange-Funktion (I_A = m R^2/2, I_T = m R^2/4 [korrigierte Lesart der Quelle]), die Dissipation alpha auf dem ganzen verallgemeinerten Impuls und die Momente F(t); die Rollbedingung sind zwei Geschwindigkeitsbindungen (nichtholonom, Index 2). Die Massenmatrix ist singulär, wenn die Scheibe flach liegt (theta = +-90 Grad). Voreinstellung: Maciels Experiment 4 mit der korrigierten Bedingung für den stationären Kreis (die gedruckte gehört zu einer anderen Konvention): die Scheibe neigt sich um theta0 zur Mitte hin und rollt auf einem Kreis mit konstanten Drehraten von Fahrtrichtung und Achse; exakte Lösung (alpha = 0, keine Momente). Die Spur ist der Weg des Berührpunkts.</translation>
    </message>
    <message>
        <source>Slider-crank</source>
        <translation>Schubkurbel</translation>
    </message>
    <message>
        <source>Piston-engine mechanism: a crank O-A (uniform bar) turning freely about O, a connecting rod A-B (uniform bar) and a slider B on the horizontal guide through O; gravity in -y. Three coordinates, two holonomic constraints (index 3), energy conserved. Without stabilization the drift shows as a gap between the rod end and the slider.</source>
        <translation>Kolbenmotor-Mechanismus: eine Kurbel O-A (homogener Stab), frei drehbar um O, eine Pleuelstange A-B (homogener Stab) und ein Gleitstein B auf der waagrechten Führung durch O; Schwerkraft in -y. Drei Koordinaten, zwei holonome Bindungen (Index 3), Energie erhalten. Ohne Stabilisierung zeigt sich die Drift als Spalt zwischen dem Stangenende und dem Gleitstein.</translation>
    </message>
    <message>
        <source>crank length O-A</source>
        <translation>Kurbellänge O-A</translation>
    </message>
    <message>
        <source>rod length A-B (must exceed r)</source>
        <translation>Stangenlänge A-B (muss größer als r sein)</translation>
    </message>
    <message>
        <source>crank mass (uniform bar)</source>
        <translation>Kurbelmasse (homogener Stab)</translation>
    </message>
    <message>
        <source>rod mass (uniform bar)</source>
        <translation>Stangenmasse (homogener Stab)</translation>
    </message>
    <message>
        <source>slider mass</source>
        <translation>Masse des Gleitsteins</translation>
    </message>
    <message>
        <source>gravity, in -y</source>
        <translation>Schwerebeschleunigung, in -y</translation>
    </message>
    <message>
        <source>constant torque on the crank</source>
        <translation>konstantes Moment an der Kurbel</translation>
    </message>
    <message>
        <source>initial crank angle from the +x axis</source>
        <translation>Anfangswinkel der Kurbel gegen die +x-Achse</translation>
    </message>
    <message>
        <source>initial crank rate</source>
        <translation>anfängliche Drehrate der Kurbel</translation>
    </message>
    <message>
        <source>Two-link robot</source>
        <translation>Zweigelenkroboter</translation>
    </message>
    <message>
        <source>Two links (uniform rods, length 1, mass 3) whose tip is held on the horizontal line through the base (Lin-Ascher example, corrected M12). The artificial force makes the solution trigonometric for every initial angle a and rate b.</source>
        <translation>Zwei Glieder (homogene Stäbe, Länge 1, Masse 3), deren Spitze auf der waagrechten Geraden durch die Basis gehalten wird (Beispiel von Lin und Ascher, korrigiertes M12). Die künstliche Kraft macht die Lösung für jeden Anfangswinkel a und jede Anfangsrate b trigonometrisch.</translation>
    </message>
    <message>
        <source>initial angle theta1(0)</source>
        <translation>Anfangswinkel theta1(0)</translation>
    </message>
    <message>
        <source>initial rate theta1_dot(0)</source>
        <translation>Anfangsrate theta1_dot(0)</translation>
    </message>
</context>
</TS>
