% comparisons between strings, atoms and numbers under sort and ==
s1(L) :- sort(["b", b, "a", a, 1, "1"], L).
s2 :- "abc" == "abc".
s3 :- "abc" \== abc.
s4(O) :- compare(O, "abc", abc).
query(s1(_)). query(s2). query(s3). query(s4(_)).
