% an open query's answer whose only proof holds a fact and its negation (through a rule) is not listed; a ground one is 0
0.5::b. 0.4::a.
via_b :- b.
q(c) :- b, \+ via_b.
q(d) :- a, via_b.
v :- \+ a, \+ via_b, b.
query(q(_)). query(v).
