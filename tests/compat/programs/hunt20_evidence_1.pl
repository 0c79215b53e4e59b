% evidence forms: evidence/1, evidence/2 true and false, evidence(\+ A), on facts, rules and AD heads
0.3::a. 0.6::b. 0.5::c.
0.2::col(red); 0.5::col(green); 0.3::col(blue).
d :- a, b.
d :- c.
e :- \+ a, col(red).
evidence(d).
evidence(e, false).
evidence(\+ col(blue)).
evidence(b, true).
query(a). query(c). query(col(_)). query(d). query(e).
