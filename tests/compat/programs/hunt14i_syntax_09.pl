/* leading block comment
   spanning lines */
0.4 :: /* inline */ rain.
0.3 :: sprinkler /* after head */ .
wet :- rain /* ; */ .
wet :- /* comment before goal */ sprinkler.
query(/* q */ wet).
