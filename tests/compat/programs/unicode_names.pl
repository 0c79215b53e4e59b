% names and variables with letters beyond ASCII, as ProbLog reads them: café and liège are atoms, Émile is a variable
stad(brussel). stad(liège). stad(gent).
0.6::mooi(X) :- stad(X).
0.5::drinkt(café, Wie) :- persoon(Wie).
persoon(zoë). persoon(björn).
α(β). α(γ).
paar(Émile, X) :- Émile = zoë, α(X).
query(mooi(_)). query(drinkt(_, _)). query(paar(_, _)).
