% a head not(a) (functional notation) is a clause of not/1, never called; not b, \+c, \+(d) are negative heads
a. b. c. d. e.
not(a) :- true.
not b :- true.
\+c :- true.
\+(d) :- true.
0.5::not(e).
not(Q) :- fail.
'\+'(Q) :- true.
q1 :- not(a).
q2 :- call(not(e)).
query(a). query(b). query(c). query(d). query(e).
query(q1). query(q2).
query(not(e)).
