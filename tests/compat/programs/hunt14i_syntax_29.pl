% comments in odd places
p(a). % trailing
p(/* inside args */ b).
p(c /* after arg */).
q(X) :- p(X), % mid clause
        X \== b.
/**/ r. /***/
query(q(_)).
query(r).
