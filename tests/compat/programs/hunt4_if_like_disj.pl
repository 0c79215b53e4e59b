0.4::hot.
0.7::sunny.
advice(swim) :- hot, sunny.
advice(walk) :- \+ hot, sunny.
advice(read) :- \+ sunny.
advice(nap) :- hot ; \+ sunny.
query(advice(X)).
