% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% duplicate probabilistic facts (noisy-or), certain and impossible facts, AD repeating a head
0.5::a. 0.5::a.
1.0::b. 0.0::c.
0.3::d; 0.3::d; 0.2::e.
1::f.
g :- a, b.
h :- c.
h :- d, \+ e.
query(a). query(b). query(c). query(d). query(e). query(f). query(g). query(h).
