ville(liège). ville(zürich). ville(café). ville('São Paulo'). ville(αβγ).
0.5::visite(V) :- ville(V).
deux :- visite(liège), visite(zürich).
query(visite(V)).
query(deux).
query(ville('São Paulo')).
